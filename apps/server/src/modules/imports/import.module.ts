import type { AuditService } from '../audit/audit.service.ts';
import type { Invitations } from '../staff/invitations.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { importRoutes } from './import.routes.ts';
import { createImportService } from './import.service.ts';

export const importModule = defineModule({
  name: 'imports',
  create: (deps: ModuleDeps<{ audit: AuditService; invitations: Invitations; config: ConfigService }>) => ({ imports: createImportService(deps) }),
  routes: (api, { imports }) => api.register(importRoutes, { imports }),
  // An import's kept passwords, past their time.
  cleanUp: ({ imports }) => imports.cleanUp(),
});
