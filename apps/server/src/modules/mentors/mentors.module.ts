import { defineModule, type ModuleDeps } from '../define-module.ts';
import { mentorsRoutes } from './mentors.routes.ts';
import { createMentorsService } from './mentors.service.ts';

export const mentorsModule = defineModule({
  name: 'mentors',
  create: (deps: ModuleDeps) => ({ mentors: createMentorsService(deps) }),
  routes: (api, { mentors }) => api.register(mentorsRoutes, { mentors }),
});
