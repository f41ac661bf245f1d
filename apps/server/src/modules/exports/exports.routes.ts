import { exportsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { EventReportService } from './event-report.service.ts';
import { toStream, type ExportsService } from './exports.service.ts';

export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportsService; report: EventReportService }> = async (app, { exports, report }) => {
  const today = () => exports.fileDate();
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
          .header('Content-Disposition', attachment(`${name}-${await today()}.csv`))
          .header('Cache-Control', 'private, no-store')
          .send(body);
      },
    });
  }

  app.route({
    ...routeOptions(exportsApi.submissions),
    handler: async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`submissions-${await today()}.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(await report.submissionsCsv()),
  });

  app.route({
    ...routeOptions(exportsApi.report),
    handler: async (_request, reply) => {
      const name = `hackcamp-report-${await today()}`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachment(`${name}.zip`))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(await report.reportZip(name)));
    },
  });
};
