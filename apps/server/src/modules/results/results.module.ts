import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { EvaluationsService } from '../evaluations/evaluations.service.ts';
import { resultsRoutes } from './results.routes.ts';
import { createResultsService } from './results.service.ts';

export const resultsModule = defineModule({
  name: 'results',
  create: (deps: ModuleDeps<{ config: ConfigService; evaluations: EvaluationsService }>) => ({ results: createResultsService(deps) }),
  routes: (api, { results }) => api.register(resultsRoutes, { results }),
});
