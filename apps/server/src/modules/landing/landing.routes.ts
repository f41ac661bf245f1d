import { LANDING_MSG, landingApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { LandingService } from './landing.service.ts';

export const landingRoutes: FastifyPluginAsyncZod<{ landing: LandingService }> = async (app, { landing }) => {
  const landingAnswer = memoAnswer((content) => success(content));
  app.route({ ...routeOptions(landingApi.get), handler: async (_request, reply) => landingAnswer(reply, await landing.get()) });

  app.route({
    ...routeOptions(landingApi.update),
    handler: async (request) => success(await landing.update(currentUser(request), request.body), LANDING_MSG.saved),
  });
};
