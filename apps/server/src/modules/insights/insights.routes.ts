import { insightsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { InsightsService } from './insights.service.ts';

export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  app.route({ ...routeOptions(insightsApi.event), handler: async () => success(await insights.event()) });
  app.route({
    ...routeOptions(insightsApi.mentor),
    handler: async (request) => success(await insights.mentor(currentUser(request), request.query.mentorId)),
  });
  app.route({ ...routeOptions(insightsApi.me), handler: async (request) => success(await insights.me(currentUser(request))) });
};
