import { hackathonApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { HackathonService } from './hackathon.service.ts';
import { memoAnswer } from '../../cache/memo-answer.ts';

export const hackathonRoutes: FastifyPluginAsyncZod<{ hackathon: HackathonService; teams: TeamsService; users: UsersService }> = async (
  app,
  { hackathon, teams, users },
) => {
  const dashboardAnswer = memoAnswer((dashboard) => success(dashboard));
  app.route({
    ...routeOptions(hackathonApi.dashboard),
    handler: async (request, reply) => dashboardAnswer(reply, await hackathon.dashboard(currentUser(request))),
  });

  app.route({
    ...routeOptions(hackathonApi.mentors),
    handler: async (request) => success(await users.mentors({ ...request.query, search: request.query.search || undefined })),
  });

  app.route({
    ...routeOptions(hackathonApi.teams),
    handler: async (request) => {
      const { search, problemStatementId, page, limit } = request.query;
      return success(await teams.list({ search: search || undefined, problemStatementId: problemStatementId || undefined, page, limit }));
    },
  });
};
