import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AvatarsService } from './avatars.service.ts';

export const avatarsRoutes: FastifyPluginAsyncZod<{ avatars: AvatarsService }> = async (app, { avatars }) => {
  // Public so <img> tags can load them; ids are random and a new upload gets a new id.
  app.get('/:id', { schema: { params: z.object({ id: z.string().uuid({ error: 'Picture not found' }) }) } }, async (request, reply) => {
    const file = await avatars.read(request.params.id);
    return reply.header('Content-Type', file.mimeType).header('Cache-Control', 'public, max-age=31536000, immutable').send(file.data);
  });
};
