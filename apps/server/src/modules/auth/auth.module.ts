import { createSessionCache } from '../../cache/session-cache.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AvatarsService } from '../avatars/avatars.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { StaffService } from '../staff/staff.service.ts';
import type { Invitations } from '../staff/invitations.service.ts';
import { findUsersByIds } from './auth.queries.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createPasswordRecoveryService } from './password-recovery.service.ts';

export const authModule = defineModule({
  name: 'auth',
  create: (deps: ModuleDeps<{ audit: AuditService; avatars: AvatarsService; config: ConfigService; staff: StaffService; invitations: Invitations }>) => {
    const cache = createSessionCache(deps.feed, undefined, (ids) => findUsersByIds(deps.db, ids));
    const auth = createAuthService({ ...deps, cache, limits: deps.loginLimits });
    const recovery = createPasswordRecoveryService({ ...deps, mail: deps.mail, auth, limits: deps.recoveryLimits });
    return { auth, recovery };
  },
  routes: (api, { auth, recovery }) => api.register(authRoutes, { auth, recovery }),
  async cleanUp({ auth, recovery }) {
    await auth.cleanUp();
    await recovery.cleanUp();
  },
  // Reset and invitation mails still being sent finish before the transport closes (app.ts closes it after every module).
  onClose: ({ recovery }) => recovery.settled(),
});
