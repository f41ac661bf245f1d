import { defineModule, type ModuleDeps } from '../define-module.ts';
import { avatarsRoutes } from './avatars.routes.ts';
import { createAvatarsService } from './avatars.service.ts';

export const avatarsModule = defineModule({
  name: 'avatars',
  create: (deps: ModuleDeps) => ({ avatars: createAvatarsService(deps) }),
  routes: (api, { avatars }) => api.register(avatarsRoutes, { avatars }),
});
