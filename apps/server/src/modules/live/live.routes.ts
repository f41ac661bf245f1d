import fastifySse from '@fastify/sse';
import { LIVE_KEEPALIVE_MS, liveApi, type LiveEvent } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { LiveHub, LiveStream } from './live-hub.ts';

/**
 * A client that reads slower than events come has this much waiting for it at most; past it the
 * stream ends and the client reconnects and resumes, rather than the node holding its backlog.
 */
const MAX_BACKLOG_BYTES = 256 * 1024;

export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveHub; keepaliveMs?: number }> = async (app, { live, keepaliveMs }) => {
  await app.register(fastifySse, { heartbeatInterval: keepaliveMs ?? LIVE_KEEPALIVE_MS });
  app.route({
    ...routeOptions(liveApi.stream),
    sse: 'only',
    handler: async (request, reply) => {
      const user = currentUser(request);
      const sse = reply.sse;
      const stream: LiveStream = {
        userId: user.id,
        role: user.role,
        sessionId: request.caller!.sessionId,
        send(event: LiveEvent, id?: string) {
          if (!sse.isConnected) return;
          if (reply.raw.writableLength > MAX_BACKLOG_BYTES) return stream.end();
          sse.send({ event: event.name, data: event.data, ...(id && { id }) }).catch(() => undefined);
        },
        end: () => sse.close(),
      };
      // Refused before the first byte of the stream, so a balancer can try another node (503).
      const refusal = live.admit(stream);
      if (refusal) {
        reply.header('retry-after', String(refusal.retryAfterSeconds));
        throw new AppError(refusal.status, refusal.message);
      }
      sse.keepAlive();
      sse.onClose(() => live.remove(stream));
      await live.open(stream, request.headers['last-event-id']);
      // Gone while the opening waited for another node's event: it was not held yet when it closed.
      if (!sse.isConnected) live.remove(stream);
    },
  });
};
