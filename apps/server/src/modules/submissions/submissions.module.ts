import type { AuditService } from '../audit/audit.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ScoresService } from '../leaderboard/scores.service.ts';
import type { TasksService } from '../tasks/tasks.service.ts';
import { submissionsRoutes } from './submissions.routes.ts';
import { createSubmissionsService } from './submissions.service.ts';

export const submissionsModule = defineModule({
  name: 'submissions',
  create: (deps: ModuleDeps<{ tasks: TasksService; scores: ScoresService; audit: AuditService; files: FilesService }>) => ({
    submissions: createSubmissionsService(deps),
  }),
  routes: (api, { submissions }) => api.register(submissionsRoutes, { submissions }),
});
