import { z } from 'zod';
import { ok } from '../api-envelope.ts';
import { defineRoute } from '../define-route.ts';

export const healthApi = {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    tag: 'health',
    summary: 'Is this node up, and can it reach its database?',
    description: 'For load balancers: 200 when the database answers, 503 while it is away.',
    access: 'public',
    response: { 200: ok(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) },
  }),
} as const;
