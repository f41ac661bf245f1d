import { adminApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { AdminService } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.route({ ...routeOptions(adminApi.overview), handler: async () => success(await admin.overview()) });
  app.route({ ...routeOptions(adminApi.setup), handler: async () => success(await admin.setup()) });
};
