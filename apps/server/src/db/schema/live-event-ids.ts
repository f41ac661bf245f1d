import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * Numbers every live event (`GET /api/events`) once, on whichever node publishes it, so a client
 * that reconnects to another node can say where it stopped. Nodes replay in the order the events
 * committed (the order notifications arrive), not in this number's order.
 */
export const liveEventIds = pgSequence('live_event_ids');
