import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * The channels nodes tell each other about on commit, filled by the database's own triggers
 * (migrations 0005, 0008 and 0009): `hc_users` and `hc_sessions` carry the changed row's id;
 * `hc_people` the id of a person whose own reads changed (see personal-caches.ts); `hc_config`,
 * `hc_teams` (a team, a membership or a problem statement) and `hc_tasks` nothing.
 * A listener that gets `null` must assume anything changed (it may have missed messages while
 * the database was away).
 */
export const CHANNELS = ['hc_users', 'hc_sessions', 'hc_config', 'hc_teams', 'hc_tasks', 'hc_people'] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChangeHandler = (payload: string | null) => void;

/**
 * Tells every node (this one included) that something changed, when the transaction that changed
 * it commits: PostgreSQL's NOTIFY, which both engines have. Caches held in process memory listen
 * and drop what went stale, so several nodes behind a load balancer never serve old data for
 * longer than a notification takes.
 */
export interface ChangeFeed {
  /** Queued inside `tx`: delivered only if it commits, and after it does. */
  publish(tx: Db, channel: Channel, payload?: string): Promise<void>;
  subscribe(channel: Channel, handler: ChangeHandler): () => void;
  close(): Promise<void>;
}

function handlerRegistry() {
  const handlers = new Map<Channel, Set<ChangeHandler>>(CHANNELS.map((c) => [c, new Set()]));
  return {
    subscribe(channel: Channel, handler: ChangeHandler) {
      handlers.get(channel)!.add(handler);
      return () => void handlers.get(channel)!.delete(handler);
    },
    deliver(channel: string, payload: string | null) {
      for (const handler of handlers.get(channel as Channel) ?? []) {
        try {
          handler(payload);
        } catch (err) {
          console.warn(`change feed handler for ${channel} failed: ${(err as Error).message}`);
        }
      }
    },
    everything() {
      for (const channel of CHANNELS) this.deliver(channel, null);
    },
  };
}

const publishVia = async (tx: Db, channel: Channel, payload = '') => {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
};

export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const registry = handlerRegistry();
  const unlisten = await Promise.all(CHANNELS.map((channel) => client.listen(channel, (payload) => registry.deliver(channel, payload))));
  return {
    publish: publishVia,
    subscribe: (channel, handler) => registry.subscribe(channel, handler),
    async close() {
      await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
    },
  };
}

/**
 * One dedicated connection LISTENs for the node. When it dies (a restart, a failover) it is
 * opened again with a growing pause, and every listener is told that anything may have changed.
 */
export async function postgresChangeFeed(url: string, log: (message: string) => void = (m) => console.warn(m)): Promise<ChangeFeed> {
  const registry = handlerRegistry();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 200;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (msg) => registry.deliver(msg.channel, msg.payload ?? ''));
    await next.connect();
    for (const channel of CHANNELS) await next.query(`listen ${channel}`);
    client = next;
    retryMs = 200;
  }

  function lost(which: pg.Client, err: Error) {
    if (closed || client !== which) return;
    client = null;
    log(`change feed lost its connection (${err.message}); reconnecting`);
    which.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => {
      connect()
        // Whatever was published while we were away is lost: let every cache start over.
        .then(() => registry.everything())
        .catch((err: Error) => {
          log(`change feed could not reconnect yet (${err.message})`);
          retryMs = Math.min(retryMs * 2, 5_000);
          schedule();
        });
    }, retryMs);
    timer.unref();
  }

  await connect();
  return {
    publish: publishVia,
    subscribe: (channel, handler) => registry.subscribe(channel, handler),
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
