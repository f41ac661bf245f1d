import type { ParticipantEmails } from '../config/participant-emails.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { leaderboardRoutes } from './leaderboard.routes.ts';
import { createLeaderboardService } from './leaderboard.service.ts';
import { createScoresService } from './scores.service.ts';

export const leaderboardModule = defineModule({
  name: 'leaderboard',
  create: (deps: ModuleDeps<{ emails: ParticipantEmails }>) => ({ leaderboard: createLeaderboardService(deps), scores: createScoresService() }),
  routes: (api, { leaderboard, emails }) => api.register(leaderboardRoutes, { leaderboard, emails }),
  // The writer's own rank and total (others' follow within a batch: the write does not wait for them).
  afterWrite:
    ({ leaderboard }) =>
    (request) =>
      request.caller ? leaderboard.settledFor(request.caller.user.id) : undefined,
});
