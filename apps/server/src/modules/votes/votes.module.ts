import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { votesRoutes } from './votes.routes.ts';
import { createVotesService } from './votes.service.ts';

export const votesModule = defineModule({
  name: 'votes',
  create: (deps: ModuleDeps<{ audit: AuditService; config: ConfigService }>) => ({ votes: createVotesService(deps) }),
  routes: (api, { votes }) => api.register(votesRoutes, { votes }),
  // A leader's vote shows in the voting list (ballot-board.ts), which participants read; so may a
  // team change: a leave puts the team left back in the author's list (or takes it out when it
  // goes), and so does disbanding one. Creating, joining, renaming a team or removing a member
  // changes only the author's own team, which their list never shows: its answer does not wait
  // for the board's read of that team (a round trip after the commit).
  afterWrite:
    ({ votes }) =>
    (request) => {
      const url = request.routeOptions.url;
      if (url?.startsWith('/api/votes/')) return votes.settled();
      return url === '/api/teams/:id/leave' || (url === '/api/teams/:id' && request.method === 'DELETE') ? votes.settled() : undefined;
    },
});
