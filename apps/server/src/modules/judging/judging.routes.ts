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
  app.route({ ...routeOptions(judgingApi.criteria), handler: async () => success(await judging.criteria()) });
  app.route({
    ...routeOptions(judgingApi.updateCriteria),
    handler: async (request) => success(await judging.replaceCriteria(currentUser(request), request.body), JUDGE_MSG.criteriaSaved),
  });
  app.route({ ...routeOptions(judgingApi.rounds), handler: async (request) => success(await judging.rounds(currentUser(request))) });
  app.route({
    ...routeOptions(judgingApi.updateRound),
    handler: async (request) => {
      const { round } = request.params;
      const { open } = request.body;
      return success(await judging.setRound(currentUser(request), round, open), open ? JUDGE_MSG.roundOpened(round) : JUDGE_MSG.roundClosedNow(round));
    },
  });
};
