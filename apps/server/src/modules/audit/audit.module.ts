import { defineModule, type ModuleDeps } from '../define-module.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';

export const auditModule = defineModule({
  name: 'audit',
  create: (deps: ModuleDeps) => ({ audit: createAuditService(deps) }),
  routes: (api, { audit }) => api.register(auditRoutes, { audit }),
});
