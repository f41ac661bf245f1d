import type { AuditService } from '../audit/audit.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { configRoutes } from './config.routes.ts';
import { createConfigService } from './config.service.ts';
import { createParticipantEmails } from './participant-emails.ts';

export const configModule = defineModule({
  name: 'config',
  create: (deps: ModuleDeps<{ audit: AuditService }>) => {
    const config = createConfigService({ ...deps, envPublicUrl: deps.publicUrl ?? deps.mail?.publicUrl });
    // Made with the settings, whose switch it follows: the teams' and the leaderboard's routes use it.
    return { config, emails: createParticipantEmails(config) };
  },
  routes: (api, { config }) => api.register(configRoutes, { config }),
});
