import { defineModule, type ModuleDeps } from '../define-module.ts';
import { evaluationsRoutes } from './evaluations.routes.ts';
import { createEvaluationsService } from './evaluations.service.ts';

export const evaluationsModule = defineModule({
  name: 'evaluations',
  create: (deps: ModuleDeps) => ({ evaluations: createEvaluationsService(deps) }),
  routes: (api, { evaluations }) => api.register(evaluationsRoutes, { evaluations }),
});
