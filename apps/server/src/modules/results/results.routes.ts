import { resultsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ResultsService } from './results.service.ts';

export const resultsRoutes: FastifyPluginAsyncZod<{ results: ResultsService }> = async (app, { results }) => {
  app.route({ ...routeOptions(resultsApi.public), handler: async (request) => success(await results.get(request.query)) });
};
