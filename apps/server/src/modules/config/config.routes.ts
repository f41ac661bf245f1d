import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configUpdateSchema } from '@hackcamp/contract';
import type { ConfigService } from './config.service.ts';

export const configRoutes: FastifyPluginAsyncZod<{ config: ConfigService }> = async (app, { config }) => {
  // Public: the landing page and the sign-in screen read the event's name and dates too.
  app.get('/config', async () => ({ success: true, data: await config.get() }));

  app.put('/config', { preHandler: app.requireRole('superadmin'), schema: { body: configUpdateSchema } }, async (request) => {
    const settings = await config.update(request.body);
    return { success: true, message: 'Settings updated', data: settings };
  });
};
