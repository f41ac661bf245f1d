import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { insightsRoutes } from './insights.routes.ts';
import { createInsightsService } from './insights.service.ts';

export const insightsModule = defineModule({
  name: 'insights',
  create: (deps: ModuleDeps<{ config: ConfigService }>) => ({ insights: createInsightsService(deps) }),
  routes: (api, { insights }) => api.register(insightsRoutes, { insights }),
});
