import { z } from 'zod';
import { defineRoute, fileResponse } from '../shared/define-route.ts';
import { LIVE_EVENT_NAMES, LIVE_KEEPALIVE_MS, LIVE_LIMITS, LIVE_RESUME_WINDOW_MS } from './live-events.ts';

export const liveApi = {
  stream: defineRoute({
    method: 'GET',
    path: '/events',
    tag: 'live',
    summary: 'One stream of Server-Sent Events per signed-in tab: what changed, as it changes',
    description:
      `A \`text/event-stream\` that stays open. Each event is \`event: <name>\`, one JSON \`data\` line and an \`id\`; names: ${LIVE_EVENT_NAMES.map((n) => `\`${n}\``).join(', ')} ` +
      `(their data is declared in \`packages/contract/src/live-events.ts\`). The opening ends with \`ready\`. A comment line comes at least every ${LIVE_KEEPALIVE_MS / 1000} s. ` +
      `Reconnect with \`Last-Event-ID\` within ${LIVE_RESUME_WINDOW_MS / 60_000} minutes to get what was missed, on any node; when that can no longer be told the stream sends \`resync\`: refetch everything. ` +
      `The stream ends within 2 s of the session ending (sign-out, password change, deactivation, deletion) or of its role changing; it also ends after ${LIVE_LIMITS.streamMaxAgeMs / 2 / 60_000} to ${LIVE_LIMITS.streamMaxAgeMs / 60_000} minutes, ` +
      `and when this node's link to the database's notifications has been down for ${LIVE_LIMITS.feedDownGraceMs / 1000} s: reconnect (to any node) with \`Last-Event-ID\`. ` +
      `Refused with 429 when this session already holds ${LIVE_LIMITS.streamsPerSession} streams on this node or this account ${LIVE_LIMITS.streamsPerUser}, and with 503 while this node is full ` +
      '(`LIVE_STREAMS_PER_NODE`) or cannot hear notifications; both carry `Retry-After` (seconds). ' +
      'Authenticated with the same bearer header as every call; never a token in the URL.',
    access: 'user',
    headers: z.looseObject({
      'last-event-id': z
        .string()
        .max(LIVE_LIMITS.lastEventIdMax, `Last-Event-ID must be at most ${LIVE_LIMITS.lastEventIdMax} characters`)
        .optional()
        .describe('The last `id` received, to resume'),
    }),
    response: { 200: fileResponse('text/event-stream', 'The stream of events') },
    errors: [429],
  }),
} as const;
