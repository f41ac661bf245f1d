import { usersApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ParticipantEmails } from '../config/participant-emails.ts';
import type { LeaderboardService } from './leaderboard.service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService; emails: ParticipantEmails }> = async (
  app,
  { leaderboard, emails },
) => {
  const leaderboardAnswer = memoAnswer((page) => success(page));
  app.route({
    ...routeOptions(usersApi.leaderboard),
    handler: async (request, reply) => {
      const caller = currentUser(request);
      // A search by email would tell who has which address: by name only where emails are hidden.
      const nameOnly = request.query.role === 'participant' && !(await emails.shownTo(caller));
      const page = await leaderboard.page(request.query, nameOnly);
      return leaderboardAnswer(reply, await emails.leaderboardPage(caller, request.query.role, page));
    },
  });

  app.route({ ...routeOptions(usersApi.myRank), handler: async (request) => success({ entry: await leaderboard.myRank(currentUser(request).id) }) });

  app.route({ ...routeOptions(usersApi.leaderboardSummary), handler: async () => success(await leaderboard.summary()) });
};
