import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { FilesService } from '../files/files.service.ts';
import { projectsRoutes } from './projects.routes.ts';
import { createProjectsService } from './projects.service.ts';

export const projectsModule = defineModule({
  name: 'projects',
  create: (deps: ModuleDeps<{ config: ConfigService; audit: AuditService; files: FilesService; auth: AuthService }>) => ({
    projects: createProjectsService(deps),
  }),
  routes: (api, { projects }) => api.register(projectsRoutes, { projects }),
});
