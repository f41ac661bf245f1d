import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseNotAnsweringError, describeDatabaseFailure, isDatabaseUnavailable } from '../lib/database-errors.ts';
import { createAnsweringLog, type AnsweringLog } from './answering-log.ts';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed, type FeedTiming } from './change-feed.ts';
import { markCommits, type MarkerSource } from './commit-markers.ts';
import { refuseNewerDatabase } from './database-version.ts';
import { pipelineTransactions } from './pipelined-statements.ts';
import { readGate, readsAtOnceFor } from './read-gate.ts';
import { putTransactionFirst, queuedNow, type Waiter } from './transactions-first.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database or a transaction: every query function takes this first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  /**
   * The same database for the reads a write's answer waits on (who the writer is, the line their
   * vote changed): each of its statements waits for a connection ahead of the reads, behind the
   * transactions (decision 0045). On PGlite, with one connection and no queue of its own, it is `db`.
   */
  urgent: Db;
  engine: Engine;
  /** What changed on any node, announced on commit (docs/decisions/0018-caches-across-nodes.md). */
  feed: ChangeFeed;
  close(): Promise<void>;
}

const logConnectionError = (err: Error) => console.warn(`PostgreSQL closed a connection: ${err.message}`);

/** Waiting for a connection without DB_QUERY_TIMEOUT_MS (the command-line tools): then a 503 or a plain failure. */
const CONNECT_TIMEOUT_MS = 10_000;

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** What the migrations need of PGlite beyond core PostgreSQL (the search indexes' pg_trgm). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's own memory and cost a node
 * about 300 MB more than the whole event's data needs: pages it does not keep come from the
 * data folder through the operating system's file cache instead.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/** `dataDir` undefined means an in-memory PGlite (tests). */
/** For tests that count what reaches the database (e.g. that a cached read makes no query). */
export interface QueryObserver {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * `loadDataDir`: a data folder to start from, as `dumpDataDir` wrote it (the tests start each
 * database from one already migrated, rather than running initdb and every migration again).
 */
export async function openPglite(dataDir: string | undefined, logger?: QueryObserver, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS, loadDataDir });
  const db = drizzlePglite(client, { schema, ...(logger && { logger }) });
  try {
    await refuseNewerDatabase(db as unknown as Db, migrationsFolder, dataDir ? `DATA_DIR (${dataDir})` : 'memory');
  } catch (err) {
    await client.close();
    throw err;
  }
  await migratePglite(db, { migrationsFolder });
  const feed = await pgliteChangeFeed(client);
  return {
    db: db as unknown as Db,
    urgent: db as unknown as Db,
    engine: 'pglite',
    feed,
    async close() {
      await feed.close();
      await client.close();
    },
  };
}

/**
 * A pool whose connections may die at any moment (a restart, a failover, an admin's terminate)
 * without taking the process down: with no 'error' listener on a dying client, Node would crash.
 * Queries on a dead connection fail (the error handler answers 503) and the next ones run on new
 * connections, so the app serves again as soon as the server is back.
 *
 * With `queryTimeoutMs` every wait on the server is bounded by it (docs/several-nodes.md): getting
 * a connection, and each query, which is abandoned with its connection when no answer came (see
 * `boundQueries`). The server cancels a statement itself a little earlier (statement_timeout), so
 * a statement that is merely slow costs its request, not the connection.
 */
export function createPool(url: string, poolSize: number, onConnectionError: (err: Error) => void = logConnectionError, bounds: PoolBounds = {}): pg.Pool {
  const { queryTimeoutMs } = bounds;
  const log = bounds.log ?? createAnsweringLog();
  const unbounded = new WeakSet<pg.ClientBase>();
  // Idle connections are kept (pg closes them after 10 s by default). Reads are served from memory,
  // so a node can go minutes without a query; the burst of writes after it then opened connections
  // in the middle of the burst, each a new PostgreSQL backend that starts with empty caches and
  // compiles the notification triggers again: 10-40 ms each on two cores, and a queue behind them.
  // TCP keepalive: a connection that a NAT or firewall dropped without a word fails instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: queryTimeoutMs ?? CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 0,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Awaited before the connection is handed out: its first query already runs under the bound.
    onConnect: async (client: pg.ClientBase) => {
      boundQueries(client, queryTimeoutMs, unbounded, log);
      if (queryTimeoutMs) await client.query(serverBounds(queryTimeoutMs, true)).catch(() => client.query(serverBounds(queryTimeoutMs, false)));
    },
  });
  unboundedClients.set(pool, unbounded);
  // An idle connection: the pool drops it and reports it here.
  pool.on('error', onConnectionError);
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  // A checked-out connection (a transaction, the migration lock) has no pool listener while it is
  // out. Its holder learns of the failure from its next query; the slot is given back at once,
  // because a holder may never release it (Drizzle does not when its `begin` fails, and releases
  // it without an error after a failed rollback) and the pool would shrink for good, or hand a
  // connection still waiting for an old answer to the next request. The holder's own release
  // later is then a no-op.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      // A connection abandoned by the bound: the answering log has said so already.
      if (!(err instanceof DatabaseNotAnsweringError)) onConnectionError(err);
      const release = client.release;
      client.release = () => undefined;
      release(err);
    });
  });
  // Failing to get a connection at all (nothing answers, or every connection is stuck) never
  // reaches a query: it is told to the answering log here, for both the callback and promise forms.
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => unknown;
  const report = (err: unknown) => {
    if (isDatabaseUnavailable(err))
      log.failed(describeDatabaseFailure(err, { timeoutMs: queryTimeoutMs ?? CONNECT_TIMEOUT_MS, poolFull: pool.totalCount >= poolSize }));
  };
  // Single reads share out a part of the connections; the rest are the writes' (read-gate.ts).
  const gate = readGate(pool, bounds.readsAtOnce ?? readsAtOnceFor(poolSize), queryTimeoutMs ?? CONNECT_TIMEOUT_MS);
  pool.connect = ((cb?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
    if (cb)
      return gate(connect, (err, client, done) => {
        if (err) report(err);
        cb(err, client, done);
      });
    // The promise form is a transaction's (Drizzle's `transaction`): it goes ahead of the reads,
    // its statements may share round trips, its begin going with the first (pipelined-statements.ts),
    // and its commit carries the change feed's marker when it runs for a write (commit-markers.ts).
    return connectAhead('transaction').then((client) => {
      // The marker first: a commit sent early (sendTogetherAndCommit) carries it, and Drizzle's
      // own commit after it is answered by that one without taking a marker of its own.
      if (bounds.commitMarker) markCommits(client, bounds.commitMarker);
      pipelineTransactions(client);
      return client;
    });
  }) as typeof pool.connect;
  const connectAhead = (waiter: Waiter) => {
    const queued = queuedNow(pool);
    const connecting = connect() as Promise<pg.PoolClient>;
    putTransactionFirst(pool, queued, waiter);
    return connecting.catch((err: unknown) => {
      report(err);
      throw err;
    });
  };
  writeReadConnect.set(pool, () => connectAhead('write-read'));
  return pool;
}

/** Each pool's connect for a write's own single query (`urgentPool`), as `createPool` made it. */
const writeReadConnect = new WeakMap<pg.Pool, () => Promise<pg.PoolClient>>();

/**
 * `pool` whose single statements wait for a connection ahead of the reads, behind the
 * transactions (transactions-first.ts). Everything else, its transactions included, is the pool's own.
 */
function urgentPool(pool: pg.Pool): pg.Pool {
  const urgent = Object.create(pool) as pg.Pool;
  const connect = writeReadConnect.get(pool)!;
  urgent.query = (async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await connect();
    try {
      return await client.query(config, values);
    } finally {
      // A connection that failed under the query was given back already (createPool's 'error').
      client.release();
    }
  }) as unknown as typeof pool.query;
  return urgent;
}

export interface PoolBounds {
  /** DB_QUERY_TIMEOUT_MS: none for the command-line tools (a restore's statements may take long). */
  queryTimeoutMs?: number;
  log?: AnsweringLog;
  /** The change feed's marker for a write's commit, once the feed is open (openPostgres sets it). */
  commitMarker?: MarkerSource;
  /** How many connections serve single reads at once (default `readsAtOnceFor(poolSize)`). */
  readsAtOnce?: number;
}

const unboundedClients = new WeakMap<pg.Pool, WeakSet<pg.ClientBase>>();

/**
 * Lets `client`'s queries run without the bound, for as long as it is held: the migration at
 * start-up waits on an advisory lock while another node migrates, which may take any time.
 * The caller must then destroy the connection (`release(true)`) rather than hand it back.
 */
async function withoutBound(pool: pg.Pool, client: pg.PoolClient) {
  unboundedClients.get(pool)?.add(client);
  await client.query('set statement_timeout = 0');
}

/**
 * The server's side of the bound. statement_timeout cancels a statement a little before the
 * client would give up. Node cannot set TCP_USER_TIMEOUT on its sockets; the client's side is
 * covered by destroying the socket of a query that got no answer (`boundQueries`), and the
 * server's side by its own tcp_user_timeout and keepalives here, so a backend whose client went
 * silent ends, rolls back and frees its locks instead of holding them until the kernel gives up
 * (about 15 minutes of retransmissions, or two hours of keepalive silence). Set with a query
 * rather than as start-up parameters, which a pooler (PgBouncer) would refuse; servers before
 * PostgreSQL 12 have no tcp_user_timeout and get statement_timeout alone.
 */
function serverBounds(queryTimeoutMs: number, withTcp: boolean): string {
  const statementMs = queryTimeoutMs - Math.min(500, Math.floor(queryTimeoutMs / 10));
  const seconds = Math.max(1, Math.ceil(queryTimeoutMs / 1000));
  const settings = [`set statement_timeout = ${statementMs}`];
  if (withTcp)
    settings.push(
      `set tcp_keepalives_idle = ${seconds}`,
      'set tcp_keepalives_interval = 1',
      'set tcp_keepalives_count = 3',
      `set tcp_user_timeout = ${queryTimeoutMs}`,
    );
  return settings.join('; ');
}

type QueryCallback = (err: Error | undefined, result?: unknown) => void;

/**
 * Every query on `client` gets an answer within `timeoutMs` or its connection is destroyed: the
 * query (and any queued behind it) fails with DatabaseNotAnsweringError, the client's 'error'
 * gives its pool slot back, and nothing later can read a late answer as its own. A query is
 * never sent again: a write that may have committed is the caller's to retry (Idempotency-Key).
 * Each outcome tells the answering log whether the database answered. Without `timeoutMs` only that.
 */
function boundQueries(client: pg.ClientBase, timeoutMs: number | undefined, unbounded: WeakSet<pg.ClientBase>, log: AnsweringLog) {
  const query = client.query as (...args: unknown[]) => unknown;
  const abandon = (timeoutMs: number) => {
    const stream = (client as unknown as { connection?: { stream?: { destroy(err: Error): void } } }).connection?.stream;
    stream?.destroy(new DatabaseNotAnsweringError(timeoutMs));
  };
  const settle = (timer: NodeJS.Timeout | undefined, err: unknown) => {
    clearTimeout(timer);
    if (err && isDatabaseUnavailable(err)) log.failed(describeDatabaseFailure(err, { timeoutMs: timeoutMs ?? CONNECT_TIMEOUT_MS }));
    else log.answered();
  };
  (client as unknown as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    if (unbounded.has(client) || typeof (args[0] as { submit?: unknown })?.submit === 'function') return query.apply(this, args);
    const timer = timeoutMs ? setTimeout(() => abandon(timeoutMs), timeoutMs) : undefined;
    const at = args.findIndex((a) => typeof a === 'function');
    if (at >= 0) {
      const callback = args[at] as QueryCallback;
      args[at] = (err: Error | undefined, result?: unknown) => {
        settle(timer, err);
        callback(err, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<unknown>;
    result.then(
      () => settle(timer, undefined),
      (err: unknown) => settle(timer, err),
    );
    return result;
  };
}

export interface PostgresOptions {
  poolSize?: number;
  onConnectionError?: (err: Error) => void;
  logger?: QueryObserver;
  /** The change feed's own connection, when it must not go where the pool goes (a pooler): CHANGE_FEED_URL. */
  feedUrl?: string;
  feedTiming?: FeedTiming;
  /** DB_QUERY_TIMEOUT_MS: the bound on every wait on the server (see createPool); none when unset. */
  queryTimeoutMs?: number;
  /** Where "the database is not answering" and "answers again" are written (default: the console). */
  answeringLog?: AnsweringLog;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const { poolSize = 10, onConnectionError, logger } = options;
  // Until the database has opened, a failure is start-up's to explain in one sentence (startup-failure.ts).
  let opened = false;
  const answering = options.answeringLog ?? createAnsweringLog();
  const log: AnsweringLog = {
    failed: (what) => opened && answering.failed(what),
    answered: () => answering.answered(),
    get answering() {
      return answering.answering;
    },
  };
  const commitMarker: MarkerSource = {};
  const pool = createPool(url, poolSize, onConnectionError, { queryTimeoutMs: options.queryTimeoutMs, log, commitMarker });
  try {
    // Several app nodes may start at once: one migrates while the others wait on the lock, for as
    // long as that takes, so this connection is not bounded (getting it is) and is closed afterwards.
    const conn = await pool.connect();
    let failure: Error | undefined;
    try {
      await withoutBound(pool, conn);
      await conn.query('select pg_advisory_lock(4242001)');
      const migrating = drizzlePg(conn, { schema });
      await refuseNewerDatabase(migrating as unknown as Db, migrationsFolder, 'DATABASE_URL');
      await migratePg(migrating, { migrationsFolder });
    } catch (err) {
      failure = err as Error;
      throw err;
    } finally {
      await conn.query('select pg_advisory_unlock(4242001)').catch(() => undefined);
      conn.release(failure ?? true);
    }
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  const db = drizzlePg(pool, { schema, ...(logger && { logger }) });
  const urgent = drizzlePg(urgentPool(pool), { schema, ...(logger && { logger }) });
  let feed: ChangeFeed;
  try {
    feed = await postgresChangeFeed(options.feedUrl ?? url, { timing: options.feedTiming });
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  commitMarker.current = () => feed.nextCommitMarker?.();
  opened = true;
  return {
    db: db as unknown as Db,
    urgent: urgent as unknown as Db,
    engine: 'postgres',
    feed,
    async close() {
      await feed.close();
      await pool.end();
    },
  };
}
