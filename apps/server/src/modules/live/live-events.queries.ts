import type { LiveEvent, Role } from '@hackcamp/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Who receives an event: everyone signed in, the holders of some roles, some people by id (any
 * of them that applies). Decided by the publisher, who knows whose data it is.
 */
export interface LiveAudience {
  everyone?: true;
  roles?: readonly Role[];
  users?: readonly string[];
}

/** What travels through `hc_live` after the event's number: `<id> <json>`. */
export interface LiveMessage {
  event: LiveEvent;
  to: LiveAudience;
}

/** NOTIFY payloads must stay under 8000 bytes; a long list of people goes in several. */
const USERS_PER_MESSAGE = 100;

/**
 * Sends a live event to every node when `tx` commits, numbered from the database's sequence so a
 * client may resume on any node (docs/decisions/0027-live-events.md). A write that changes what
 * someone sees calls this in its own transaction: rolled back, nobody hears of it.
 */
export async function publishLiveEvent(tx: Db, event: LiveEvent, to: LiveAudience): Promise<void> {
  const users = to.users ? [...new Set(to.users)] : undefined;
  if (users && users.length > USERS_PER_MESSAGE && !to.everyone) {
    const { roles } = to;
    for (let i = 0; i < users.length; i += USERS_PER_MESSAGE) {
      await publishLiveEvent(tx, event, { users: users.slice(i, i + USERS_PER_MESSAGE), ...(i === 0 && roles && { roles }) });
    }
    return;
  }
  if (!to.everyone && !to.roles?.length && !users?.length) return;
  const message: LiveMessage = { event, to: { ...to, ...(users && { users }) } };
  await tx.execute(sql`select pg_notify('hc_live', nextval('live_event_ids')::text || ' ' || ${JSON.stringify(message)})`);
}
