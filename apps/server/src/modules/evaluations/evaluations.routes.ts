import { evaluationsApi, exportsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { success } from '../../lib/success.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { EvaluationsService } from './evaluations.service.ts';

export const evaluationsRoutes: FastifyPluginAsyncZod<{ evaluations: EvaluationsService }> = async (app, { evaluations }) => {
  app.route({ ...routeOptions(evaluationsApi.all), handler: async (request) => success(await evaluations.all(request.query)) });
  app.route({ ...routeOptions(evaluationsApi.results), handler: async (request) => success(await evaluations.results(request.query)) });
  app.route({ ...routeOptions(evaluationsApi.judges), handler: async () => success(await evaluations.judges()) });
  app.route({
    ...routeOptions(exportsApi.results),
    handler: async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`results-${new Date().toISOString().slice(0, 10)}.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(await evaluations.resultsCsv()),
  });
};
