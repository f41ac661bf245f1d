import { auditApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { AuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.route({ ...routeOptions(auditApi.list), handler: async (request) => success(await audit.list(request.query)) });

  app.route({ ...routeOptions(auditApi.actors), handler: async () => success({ actors: await audit.actors() }) });
};
