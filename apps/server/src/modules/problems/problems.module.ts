import { defineModule, type ModuleDeps } from '../define-module.ts';
import { problemsRoutes } from './problems.routes.ts';
import { createProblemsService } from './problems.service.ts';

export const problemsModule = defineModule({
  name: 'problems',
  create: (deps: ModuleDeps) => ({ problems: createProblemsService(deps) }),
  routes: (api, { problems }) => api.register(problemsRoutes, { problems }),
});
