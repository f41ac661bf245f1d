import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PasswordRecoveryService } from '../auth/password-recovery.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { peopleRoutes } from './people.routes.ts';
import { createPeopleService } from './people.service.ts';

export const peopleModule = defineModule({
  name: 'people',
  create: (
    deps: ModuleDeps<{
      audit: AuditService;
      auth: AuthService;
      recovery: PasswordRecoveryService;
      teams: TeamsService;
      assignments: AssignmentsService;
      config: ConfigService;
    }>,
  ) => ({ people: createPeopleService(deps) }),
  routes: (api, { people, recovery }) => api.register(peopleRoutes, { people, recovery }),
});
