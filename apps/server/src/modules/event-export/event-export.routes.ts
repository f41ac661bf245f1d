import { eventExportApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentHeader } from '../../lib/csv.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { EventExportService } from './event-export.service.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const eventExportRoutes: FastifyPluginAsyncZod<{ exports: EventExportService }> = async (app, { exports }) => {
  app.route({
    ...routeOptions(eventExportApi.submissions),
    handler: async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentHeader(`submissions-${today()}.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(await exports.submissionsCsv()),
  });

  app.route({
    ...routeOptions(eventExportApi.report),
    handler: async (_request, reply) => {
      const name = `hackcamp-report-${today()}`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachmentHeader(`${name}.zip`))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(await exports.reportZip(name)));
    },
  });
};
