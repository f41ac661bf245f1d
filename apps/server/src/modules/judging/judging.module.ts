import type { AuditService } from '../audit/audit.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { judgingRoutes } from './judging.routes.ts';
import { createJudgingService } from './judging.service.ts';

export const judgingModule = defineModule({
  name: 'judging',
  create: (deps: ModuleDeps<{ audit: AuditService }>) => ({ judging: createJudgingService(deps) }),
  routes: (api, { judging }) => api.register(judgingRoutes, { judging }),
});
