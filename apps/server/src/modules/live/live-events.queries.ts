import type { LiveEvent, Role } from '@hackcamp/contract';
import { sql, type SQL } from 'drizzle-orm';
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

/** A message for each hundred people of a long list (the roles ride with the first). */
function split(message: LiveMessage): LiveMessage[] {
  const { event, to } = message;
  const users = to.users ? [...new Set(to.users)] : undefined;
  if (users && users.length > USERS_PER_MESSAGE && !to.everyone) {
    const chunks: LiveMessage[] = [];
    for (let i = 0; i < users.length; i += USERS_PER_MESSAGE) {
      chunks.push({ event, to: { users: users.slice(i, i + USERS_PER_MESSAGE), ...(i === 0 && to.roles && { roles: to.roles }) } });
    }
    return chunks;
  }
  if (!to.everyone && !to.roles?.length && !users?.length) return [];
  return [{ event, to: { ...to, ...(users && { users }) } }];
}

/**
 * The statement that sends these events when its transaction commits, numbered in order: one
 * round trip however many there are, so a write telling a hundred people costs what one does.
 * Undefined when nobody would receive any. For a write that already runs as one statement
 * (`runAsOne`'s last part); otherwise `publishLiveEvents`.
 */
export function liveEventsStatement(messages: readonly LiveMessage[]): SQL | undefined {
  const payloads = messages.flatMap(split).map((m) => JSON.stringify(m));
  if (payloads.length === 0) return undefined;
  return sql`select pg_notify('hc_live', nextval('live_event_ids')::text || ' ' || "m") from unnest(${sql.param(payloads)}::text[]) as "m"`;
}

/**
 * The notify of one event, as an expression for a statement's select list, to `to` and to one
 * more person that statement finds (`alsoTo`, SQL that may be null: a participant's mentor read
 * with the row it writes). For a write that is one statement with its event: no round trip for it.
 */
export function liveEventExpression(event: LiveEvent, to: Omit<LiveAudience, 'everyone'>, alsoTo: SQL): SQL {
  const audience = sql`json_build_object('users', array_remove(${sql.param([...(to.users ?? [])])}::text[] || (${alsoTo})::text, null), 'roles', ${sql.param([...(to.roles ?? [])])}::text[])`;
  return sql`pg_notify('hc_live', nextval('live_event_ids')::text || ' ' || json_build_object('event', ${JSON.stringify(event)}::json, 'to', ${audience})::text)`;
}

/** Several events of one write, in one statement (see `publishLiveEvent`). */
export async function publishLiveEvents(tx: Db, messages: readonly LiveMessage[]): Promise<void> {
  const statement = liveEventsStatement(messages);
  if (statement) await tx.execute(statement);
}

/**
 * Sends a live event to every node when `tx` commits, numbered from the database's sequence so a
 * client may resume on any node (docs/decisions/0027-live-events.md). A write that changes what
 * someone sees calls this in its own transaction: rolled back, nobody hears of it.
 */
export async function publishLiveEvent(tx: Db, event: LiveEvent, to: LiveAudience): Promise<void> {
  await publishLiveEvents(tx, [{ event, to }]);
}
