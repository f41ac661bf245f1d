import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

export const adminModule = defineModule({
  name: 'admin',
  create: (deps: ModuleDeps<{ config: ConfigService }>) => ({ admin: createAdminService(deps) }),
  routes: (api, { admin }) => api.register(adminRoutes, { admin }),
});
