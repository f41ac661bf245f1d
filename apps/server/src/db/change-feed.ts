import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';
import { commitMarkers, type CommitMarker } from './commit-markers.ts';

/**
 * The channels nodes tell each other about on commit, filled by the database's own triggers
 * (migrations 0005, 0008 and 0009): `hc_users` and `hc_sessions` carry the changed row's id;
 * `hc_people` the id of a person whose own reads changed (see personal-caches.ts); `hc_config`,
 * `hc_teams` (a team, a membership or a problem statement) and `hc_tasks` nothing; `hc_live` a
 * numbered live event for the streams of `GET /api/events` (modules/live), sent by the app.
 * A listener that gets `null` must assume anything changed: the feed was away and may have
 * missed messages, or a table was emptied (`hc_reset`, migration 0011: a restore).
 */
export const CHANNELS = ['hc_users', 'hc_sessions', 'hc_config', 'hc_teams', 'hc_tasks', 'hc_people', 'hc_live'] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChangeHandler = (payload: string | null) => void;

/** Announced by a statement-level trigger when any table is truncated: every node starts over. */
const RESET_CHANNEL = 'hc_reset';

/** How a node tells its own listening connection from the pool's in `pg_stat_activity`. */
export const FEED_APPLICATION_NAME = 'hackcamp-change-feed';

/**
 * Tells every node (this one included) that something changed, when the transaction that changed
 * it commits: PostgreSQL's NOTIFY, which both engines have. Caches held in process memory listen
 * and drop what went stale, so several nodes behind a load balancer never serve old data for
 * longer than a notification takes.
 *
 * A cache may only trust it while it is `alive`: while it is not, a node reads from the database
 * (docs/decisions/0024-a-change-feed-that-proves-it-is-alive.md).
 */
export interface ChangeFeed {
  /** Queued inside `tx`: delivered only if it commits, and after it does. */
  publish(tx: Db, channel: Channel, payload?: string): Promise<void>;
  subscribe(channel: Channel, handler: ChangeHandler): () => void;
  /**
   * Resolves once this node has heard every change committed before the call: a marker goes
   * through the database and comes back after them (notifications arrive in commit order). A
   * write's answer waits for it, so the writer's next read on this node shows the write
   * (docs/decisions/0034). Bounded: resolves anyway after `CAUGHT_UP_WAIT_MS`, and at once
   * while the feed is not alive (nothing is read from the caches then).
   */
  caughtUp(): Promise<void>;
  /**
   * The same for a write whose transactions committed `markers` (db/commit-markers.ts): resolves
   * once the feed has heard each of them, with no marker of its own to send. Bounded the same way.
   */
  heardCommits(markers: readonly number[]): Promise<void>;
  /** The marker a transaction's commit carries, while this feed can hear it (PostgreSQL only). */
  nextCommitMarker?(): CommitMarker | undefined;
  /** True while this node has proof that it hears every change: caches may be read and filled. */
  readonly alive: boolean;
  /**
   * Grows whenever what was cached before may have missed a change (the feed went down or came
   * back, a table was truncated): a value filled in an earlier epoch must not be served.
   */
  readonly epoch: number;
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

/** How long a write's answer waits at most for its own changes to come back. */
export const CAUGHT_UP_WAIT_MS = 2_000;

/**
 * Markers sent through `send` (a NOTIFY on the node's own channel, numbered) and the waits for
 * them: a reply numbered n answers every marker up to n.
 *
 * One marker is out at a time. The writes answered while it is out wait for the next one, sent
 * when it is back: at a busy moment each marker was a round trip of its own, queued on the one
 * listening connection behind the others (and its heartbeats), and a write's answer waited for
 * all of those before it (docs/decisions/0045). A marker sent before a write's call may commit
 * before the write did, so it never answers that write: only one sent after the call does.
 */
export function markers(send: (n: number) => Promise<unknown>) {
  let sent = 0;
  let out = false;
  /** Someone waits for the marker after the one out now. */
  let wanted = false;
  const waiting = new Map<number, Set<() => void>>();

  function sendNext() {
    const n = ++sent;
    out = true;
    wanted = false;
    send(n).then(
      () => back(),
      () => {
        // Nothing will answer it: its waiters go on (bounded, like the deadline) and the next is sent.
        answer(n);
        back();
      },
    );
  }
  function back() {
    out = false;
    if (wanted) sendNext();
  }
  function answer(upTo: number) {
    for (const [k, dones] of waiting) if (k <= upTo) for (const done of [...dones]) done();
  }

  return {
    wait(): Promise<void> {
      // The marker this call waits for: sent now, or next after the one out.
      const n = sent + 1;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, CAUGHT_UP_WAIT_MS);
        timer.unref();
        function done() {
          clearTimeout(timer);
          const dones = waiting.get(n);
          dones?.delete(done);
          if (dones?.size === 0) waiting.delete(n);
          resolve();
        }
        if (!waiting.has(n)) waiting.set(n, new Set());
        waiting.get(n)!.add(done);
        if (out) wanted = true;
        else sendNext();
      });
    },
    heard(payload: string | undefined) {
      answer(Number(payload));
    },
    /** The feed went down: nobody waits for markers that may never come. */
    releaseAll() {
      answer(Infinity);
    },
  };
}

const publishVia = async (tx: Db, channel: Channel, payload = '') => {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
};

/** PGlite runs inside this process: its notifications cannot be lost on the way, so it is always alive. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const registry = handlerRegistry();
  let epoch = 0;
  const syncChannel = `hc_sync_${randomBytes(8).toString('hex')}`;
  const sync = markers((n) => client.query('select pg_notify($1, $2)', [syncChannel, String(n)]));
  const unlisten = await Promise.all([
    client.listen(syncChannel, (payload) => sync.heard(payload)),
    ...CHANNELS.map((channel) => client.listen(channel, (payload) => registry.deliver(channel, payload))),
    client.listen(RESET_CHANNEL, () => {
      epoch++;
      registry.everything();
    }),
  ]);
  return {
    publish: publishVia,
    subscribe: (channel, handler) => registry.subscribe(channel, handler),
    caughtUp: () => sync.wait(),
    // PGlite's transactions carry no marker (its feed runs in this process): a write sends one.
    heardCommits: () => sync.wait(),
    alive: true,
    get epoch() {
      return epoch;
    },
    async close() {
      sync.releaseAll();
      await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
    },
  };
}

export interface FeedTiming {
  /** How often the node sends itself a heartbeat through its listening connection. */
  heartbeatMs: number;
  /** No heartbeat back for this long: the feed is down (a socket cut without a word, a failover). */
  deadlineMs: number;
}

export const DEFAULT_FEED_TIMING: FeedTiming = { heartbeatMs: 2_000, deadlineMs: 5_000 };

/**
 * One dedicated connection LISTENs for the node, with TCP keepalive, and proves every
 * `heartbeatMs` that it still hears: it NOTIFYs a channel of its own and expects the message
 * back. A connection that dies, or stays silent past `deadlineMs` (a NAT or firewall that dropped
 * it without a word), makes the feed not alive: it is closed and opened again with a growing
 * pause. Both changes of state tell every listener that anything may have changed.
 */
export async function postgresChangeFeed(url: string, options: { timing?: FeedTiming; log?: (message: string) => void } = {}): Promise<ChangeFeed> {
  const { heartbeatMs, deadlineMs } = options.timing ?? DEFAULT_FEED_TIMING;
  const log = options.log ?? ((m: string) => console.warn(m));
  const registry = handlerRegistry();
  // A channel of this node's own: other nodes never hear its heartbeats.
  const beatChannel = `hc_beat_${randomBytes(8).toString('hex')}`;
  let client: pg.Client | null = null;
  let alive = false;
  let epoch = 0;
  // Heartbeats sent and not yet back, by number: the oldest one's age is what the deadline judges.
  let beatsSent = 0;
  const unanswered = new Map<number, number>();
  let closed = false;
  let retryMs = 200;
  let reconnect: NodeJS.Timeout | undefined;
  let wasEverUp = false;
  // Through the listening connection itself: its marker commits after every write answered so far.
  const sync = markers((n) => (client ? client.query('select pg_notify($1, $2)', [beatChannel, `sync ${n}`]) : Promise.reject(new Error('no feed'))));
  // Markers that ride in the writes' own commits (db/commit-markers.ts): no round trip of their own.
  const commits = commitMarkers(beatChannel);

  function setAlive(next: boolean, why = '') {
    if (alive === next) return;
    alive = next;
    epoch++;
    if (!next) {
      log(`change feed is down (${why}): reading from the database until it is back`);
      sync.releaseAll();
      commits.releaseAll();
    } else if (wasEverUp) log('change feed is back: everything cached before is dropped');
    wasEverUp ||= next;
    // Whatever was published meanwhile is lost: let every cache start over.
    registry.everything();
  }

  function onNotification(which: pg.Client, msg: pg.Notification) {
    if (msg.channel === beatChannel) {
      if (which !== client) return;
      if (msg.payload?.startsWith('sync ')) return sync.heard(msg.payload.slice(5));
      if (msg.payload?.startsWith('commit ')) return commits.heard(Number(msg.payload.slice(7)));
      // Replies come in order: this one answers every heartbeat up to its number.
      const answered = Number(msg.payload);
      for (const n of unanswered.keys()) if (n <= answered) unanswered.delete(n);
      setAlive(true);
    } else if (msg.channel === RESET_CHANNEL) {
      epoch++;
      registry.everything();
    } else {
      registry.deliver(msg.channel, msg.payload ?? '');
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: deadlineMs,
      query_timeout: deadlineMs,
      application_name: FEED_APPLICATION_NAME,
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (msg) => onNotification(next, msg));
    try {
      await next.connect();
      for (const channel of [...CHANNELS, RESET_CHANNEL, beatChannel]) await next.query(`listen ${channel}`);
    } catch (err) {
      destroy(next);
      throw err;
    }
    client = next;
    retryMs = 200;
    unanswered.clear();
    beat();
  }

  function beat() {
    if (!client) return;
    const n = ++beatsSent;
    unanswered.set(n, Date.now());
    // A query on a silent socket waits until `query_timeout`; the watchdog below decides.
    client.query('select pg_notify($1, $2)', [beatChannel, String(n)]).catch(() => undefined);
  }

  /** How long the oldest heartbeat still unanswered has been out (0 when none is). */
  function overdueMs(): number {
    const oldest = unanswered.values().next();
    return oldest.done ? 0 : Date.now() - oldest.value;
  }

  function lost(which: pg.Client, err: Error) {
    if (closed || client !== which) return;
    client = null;
    setAlive(false, err.message);
    destroy(which);
    schedule();
  }

  function schedule() {
    if (closed) return;
    reconnect = setTimeout(() => {
      connect().catch((err: Error) => {
        log(`change feed could not reconnect yet (${err.message})`);
        retryMs = Math.min(retryMs * 2, 5_000);
        schedule();
      });
    }, retryMs);
    reconnect.unref();
  }

  const watchdog = setInterval(() => {
    if (!client) return;
    if (overdueMs() <= deadlineMs) return beat();
    // Timers run before pending I/O is read: after this process was busy for a while, the reply
    // may be waiting in the socket. Judge once what has arrived has been read.
    setImmediate(() => {
      if (client && overdueMs() > deadlineMs) lost(client, new Error(`no heartbeat for ${deadlineMs} ms`));
    });
  }, heartbeatMs);
  watchdog.unref();

  await connect();
  // Start in a known state: the first heartbeat proves the connection before anything is cached.
  const started = Date.now();
  while (!alive && Date.now() - started < deadlineMs) await new Promise((r) => setTimeout(r, 5));
  return {
    publish: publishVia,
    subscribe: (channel, handler) => registry.subscribe(channel, handler),
    caughtUp: () => (alive ? sync.wait() : Promise.resolve()),
    heardCommits: (ns) => (alive ? commits.wait(ns, CAUGHT_UP_WAIT_MS) : Promise.resolve()),
    nextCommitMarker: () => (alive ? commits.next() : undefined),
    get alive() {
      return alive;
    },
    get epoch() {
      return epoch;
    },
    async close() {
      closed = true;
      sync.releaseAll();
      commits.releaseAll();
      clearTimeout(reconnect);
      clearInterval(watchdog);
      const last = client;
      client = null;
      if (last) await Promise.race([last.end(), new Promise((r) => setTimeout(r, 1_000))]).catch(() => undefined);
      if (last) destroy(last);
    },
  };
}

/** Ends a connection at once, even one whose server no longer answers (`end()` would wait for it). */
function destroy(which: pg.Client) {
  (which as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy();
  which.end().catch(() => undefined);
}
