import type { ParticipantEmails } from '../config/participant-emails.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { MentorsService } from '../mentors/mentors.service.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { hackathonRoutes } from './hackathon.routes.ts';
import { createHackathonService } from './hackathon.service.ts';

export const hackathonModule = defineModule({
  name: 'hackathon',
  create: (deps: ModuleDeps<{ teams: TeamsService; mentors: MentorsService; problems: ProblemsService; emails: ParticipantEmails }>) => ({
    hackathon: createHackathonService(deps),
  }),
  routes: (api, { hackathon, teams, mentors, emails }) => api.register(hackathonRoutes, { hackathon, teams, mentors, emails }),
});
