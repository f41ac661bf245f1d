import { VOTE_MSG, votesApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { VotesService } from './votes.service.ts';

export const votesRoutes: FastifyPluginAsyncZod<{ votes: VotesService }> = async (app, { votes }) => {
  const ratingsAnswer = memoAnswer((page) => success(page));
  app.route({
    ...routeOptions(votesApi.teamsWithRatings),
    handler: async (request, reply) => ratingsAnswer(reply, await votes.teamsWithRatings(currentUser(request), request.query)),
  });
  app.route({
    ...routeOptions(votesApi.cast),
    handler: async (request, reply) =>
      reply.status(201).send(success(await votes.cast(currentUser(request), request.params.id, request.body), VOTE_MSG.submitted)),
  });
  app.route({
    ...routeOptions(votesApi.change),
    handler: async (request) => success(await votes.change(currentUser(request), request.params.id, request.body), VOTE_MSG.updated),
  });
  app.route({
    ...routeOptions(votesApi.withdraw),
    handler: async (request) => success(await votes.withdraw(currentUser(request), request.params.id), VOTE_MSG.withdrawn),
  });
  app.route({
    ...routeOptions(votesApi.check),
    handler: async (request) => success(await votes.check(currentUser(request), request.params.id)),
  });
  app.route({
    ...routeOptions(votesApi.mine),
    handler: async (request) => success(await votes.mine(currentUser(request))),
  });
  app.route({
    ...routeOptions(votesApi.teamVotes),
    handler: async (request) => success(await votes.teamVotes(request.params.id, request.query)),
  });
  app.route({
    ...routeOptions(votesApi.allByTeam),
    handler: async (request) => success(await votes.allByTeam(request.query)),
  });
};
