import type { ConfigService } from '../config/config.service.ts';
import type { ParticipantEmails } from '../config/participant-emails.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import type { VotesService } from '../votes/votes.service.ts';
import { teamsRoutes } from './teams.routes.ts';
import { createTeamsService } from './teams.service.ts';

export const teamsModule = defineModule({
  name: 'teams',
  create: (deps: ModuleDeps<{ config: ConfigService; problems: ProblemsService; votes: VotesService; emails: ParticipantEmails }>) => ({
    teams: createTeamsService(deps),
  }),
  routes: (api, { teams, emails }) => api.register(teamsRoutes, { teams, emails }),
});
