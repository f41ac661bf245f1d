import { JUDGE_MSG, judgingApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { JudgingService } from './judging.service.ts';

export const judgingRoutes: FastifyPluginAsyncZod<{ judging: JudgingService }> = async (app, { judging }) => {
  const overviewAnswer = memoAnswer((overview) => success(overview));
  app.route({ ...routeOptions(judgingApi.overview), handler: async (request, reply) => overviewAnswer(reply, await judging.overview(currentUser(request))) });
  app.route({
    ...routeOptions(judgingApi.getEvaluation),
    handler: async (request) => success(await judging.get(currentUser(request), request.params.teamId, request.params.round)),
  });
  app.route({
    ...routeOptions(judgingApi.saveEvaluation),
    handler: async (request) => success(await judging.save(currentUser(request), request.params.teamId, request.params.round, request.body), JUDGE_MSG.saved),
  });
};
