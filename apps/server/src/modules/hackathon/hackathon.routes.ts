import { hackathonApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ParticipantEmails } from '../config/participant-emails.ts';
import type { MentorsService } from '../mentors/mentors.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { HackathonService } from './hackathon.service.ts';
import { memoAnswer } from '../../cache/memo-answer.ts';

export const hackathonRoutes: FastifyPluginAsyncZod<{
  hackathon: HackathonService;
  teams: TeamsService;
  mentors: MentorsService;
  emails: ParticipantEmails;
}> = async (app, { hackathon, teams, mentors, emails }) => {
  const dashboardAnswer = memoAnswer((dashboard) => success(dashboard));
  app.route({
    ...routeOptions(hackathonApi.dashboard),
    handler: async (request, reply) => {
      const caller = currentUser(request);
      return dashboardAnswer(reply, await emails.hackathonDashboard(caller, await hackathon.dashboard(caller)));
    },
  });

  app.route({
    ...routeOptions(hackathonApi.mentors),
    handler: async (request) => success(await mentors.directory({ ...request.query, search: request.query.search || undefined })),
  });

  app.route({
    ...routeOptions(hackathonApi.teams),
    handler: async (request) => {
      const { search, problemStatementId, page, limit } = request.query;
      const found = await teams.list({ search: search || undefined, problemStatementId: problemStatementId || undefined, page, limit });
      return success(await emails.teamPage(currentUser(request), found));
    },
  });
};
