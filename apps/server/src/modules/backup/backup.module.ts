import type { AuditService } from '../audit/audit.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { backupRoutes } from './backup.routes.ts';
import { createBackupService } from './backup.service.ts';

export const backupModule = defineModule({
  name: 'backup',
  create: (deps: ModuleDeps<{ audit: AuditService }>) => ({ backups: createBackupService(deps) }),
  routes: (api, { backups }) => api.register(backupRoutes, { backups }),
  // The temporary file of a backup whose process was killed.
  cleanUp: ({ backups }) => backups.removeLeftovers(),
});
