import { exportsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { toStream, type ExportsService } from './exports.service.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (app, { exports }) => {
  for (const [spec, name, csv] of [
    [exportsApi.teams, 'teams', () => exports.teams()],
    [exportsApi.attendance, 'attendance', () => exports.attendance()],
    [exportsApi.scores, 'scores', () => exports.scores()],
  ] as const) {
    app.route({
      ...routeOptions(spec),
      handler: async (_request, reply) => {
        const body = await toStream(await csv());
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachment(`${name}-${today()}.csv`))
          .header('Cache-Control', 'private, no-store')
          .send(body);
      },
    });
  }
};
