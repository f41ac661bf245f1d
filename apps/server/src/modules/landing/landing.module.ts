import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { createFirstScreens } from './first-screen.ts';
import { landingRoutes } from './landing.routes.ts';
import { createLandingService } from './landing.service.ts';

export const landingModule = defineModule({
  name: 'landing',
  create: (deps: ModuleDeps<{ audit: AuditService; config: ConfigService }>) => {
    const landing = createLandingService(deps);
    // The landing page's first screen, drawn into the index.html that app.ts serves.
    return { landing, firstScreens: createFirstScreens({ ...deps, landing }) };
  },
  routes: (api, { landing }) => api.register(landingRoutes, { landing }),
});
