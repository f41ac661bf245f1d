import type { AuditService } from '../audit/audit.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { assignmentsRoutes } from './assignments.routes.ts';
import { createAssignmentsService } from './assignments.service.ts';

export const assignmentsModule = defineModule({
  name: 'assignments',
  create: (deps: ModuleDeps<{ audit: AuditService }>) => ({ assignments: createAssignmentsService(deps) }),
  routes: (api, { assignments }) => api.register(assignmentsRoutes, { assignments }),
});
