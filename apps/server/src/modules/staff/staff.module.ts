import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { createInvitations } from './invitations.service.ts';
import { staffRoutes } from './staff.routes.ts';
import { createStaffService } from './staff.service.ts';

export const staffModule = defineModule({
  name: 'staff',
  create: (deps: ModuleDeps<{ audit: AuditService; config: ConfigService }>) => {
    const { mail, config, log } = deps;
    // Made here, for the accounts staff create; password recovery and imports send them too.
    const invitations = createInvitations({ mail, config, log });
    return { invitations, staff: createStaffService({ ...deps, invitations }) };
  },
  routes: (api, { staff }) => api.register(staffRoutes, { staff }),
  // Invitations still being mailed finish before the transport closes (after the auth module's mails).
  onClose: ({ invitations }) => invitations.settled(),
});
