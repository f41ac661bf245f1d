import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { votesRoutes } from './votes.routes.ts';
import { createVotesService } from './votes.service.ts';

export const votesModule = defineModule({
  name: 'votes',
  create: (deps: ModuleDeps<{ audit: AuditService; config: ConfigService }>) => ({ votes: createVotesService(deps) }),
  routes: (api, { votes }) => api.register(votesRoutes, { votes }),
  // A leader's vote shows in the voting list (ballot-board.ts), which only leaders read; so does
  // a team change (a join takes back the joiner's votes for the team, a leave hands the team on).
  afterWrite:
    ({ votes }) =>
    (request) => {
      const url = request.routeOptions.url;
      return url?.startsWith('/api/votes/') || url?.startsWith('/api/teams') ? votes.settled() : undefined;
    },
});
