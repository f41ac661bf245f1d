import { z } from 'zod';
import { apiFailureSchema, ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';

/**
 * A balancer gives up on a check after a couple of seconds and must hear "no" before then: a
 * database that does not answer within this is as good as away for the people behind the node.
 */
export const HEALTH_CHECK_MS = 1_500;

export const healthApi = {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    tag: 'health',
    summary: 'Is this node up, and can it reach its database?',
    description:
      'For load balancers: answers within 2 s, whatever the database does. 200 when the database answered a query within ' +
      `${HEALTH_CHECK_MS / 1000} s; 503 (\`database: "unreachable"\`) when it did not or failed, while it is away or not answering; 503 without \`data\` while the node sheds load (too busy). \`feed\` is \`down\` while this node cannot prove ` +
      'that it hears every change made by other nodes (its change feed missed a heartbeat): it then answers every read from the ' +
      'database instead of its caches, slower but never stale, and says `up` again once the feed is back. `storage` is `full` for a ' +
      "minute after a write failed because the database's disk is full (those writes answer 503): reads still work, nothing new is stored.",
    access: 'public',
    response: {
      200: ok(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), feed: z.enum(['up', 'down']), storage: z.enum(['ok', 'full']) })),
      // Without `data` when the node is shedding load ("The server is too busy right now..."): nothing was checked then.
      503: apiFailureSchema.extend({
        data: z
          .object({ status: z.literal('unavailable'), database: z.literal('unreachable'), feed: z.enum(['up', 'down']), storage: z.enum(['ok', 'full']) })
          .optional(),
      }),
    },
  }),
} as const;
