import { defineModule, type ModuleBase } from '../define-module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule<ModuleBase>({
  name: 'health',
  routes: (api, { database, storage }) => api.register(healthRoutes, { database, storage }),
});
