import { avatarsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../plugins/route-options.ts';
import type { AvatarsService } from './avatars.service.ts';

export const avatarsRoutes: FastifyPluginAsyncZod<{ avatars: AvatarsService }> = async (app, { avatars }) => {
  app.route({
    ...routeOptions(avatarsApi.get),
    handler: async (request, reply) => {
      const file = await avatars.read(request.params.id);
      return reply.header('Content-Type', file.mimeType).header('Cache-Control', 'public, max-age=31536000, immutable').send(file.data);
    },
  });
};
