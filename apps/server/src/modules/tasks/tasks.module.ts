import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { ScoresService } from '../leaderboard/scores.service.ts';
import { tasksRoutes } from './tasks.routes.ts';
import { createTasksService } from './tasks.service.ts';

export const tasksModule = defineModule({
  name: 'tasks',
  create: (deps: ModuleDeps<{ scores: ScoresService; audit: AuditService; config: ConfigService }>) => ({ tasks: createTasksService(deps) }),
  routes: (api, { tasks }) => api.register(tasksRoutes, { tasks }),
});
