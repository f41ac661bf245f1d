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
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed, type FeedTiming } from './change-feed.ts';
import { refuseNewerDatabase } from './database-version.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database or a transaction: every query function takes this first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** What changed on any node, announced on commit (docs/decisions/0018-caches-across-nodes.md). */
  feed: ChangeFeed;
  close(): Promise<void>;
}

const logConnectionError = (err: Error) => console.warn(`PostgreSQL closed a connection: ${err.message}`);

/** A request waits this long for a connection (a full pool, an unreachable server), then gets a 503. */
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

export async function openPglite(dataDir: string | undefined, logger?: QueryObserver): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS });
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
 */
export function createPool(url: string, poolSize: number, onConnectionError: (err: Error) => void = logConnectionError): pg.Pool {
  // Idle connections are kept (pg closes them after 10 s by default). Reads are served from memory,
  // so a node can go minutes without a query; the burst of writes after it then opened connections
  // in the middle of the burst, each a new PostgreSQL backend that starts with empty caches and
  // compiles the notification triggers again: 10-40 ms each on two cores, and a queue behind them.
  // TCP keepalive: a connection that a NAT or firewall dropped without a word fails instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 0,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection: the pool drops it and reports it here.
  pool.on('error', onConnectionError);
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  // A checked-out connection (a transaction, the migration lock) has no pool listener while it is
  // out. Its holder learns of the failure from its next query; the slot is given back at once,
  // because a holder may never release it (Drizzle does not when its `begin` fails) and the pool
  // would shrink for good. The holder's own release later is then a no-op.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      onConnectionError(err);
      const release = client.release;
      client.release = () => undefined;
      release(err);
    });
  });
  return pool;
}

export interface PostgresOptions {
  poolSize?: number;
  onConnectionError?: (err: Error) => void;
  logger?: QueryObserver;
  /** The change feed's own connection, when it must not go where the pool goes (a pooler): CHANGE_FEED_URL. */
  feedUrl?: string;
  feedTiming?: FeedTiming;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const { poolSize = 10, onConnectionError, logger } = options;
  const pool = createPool(url, poolSize, onConnectionError);
  try {
    // Several app nodes may start at once: one migrates while the others wait on the lock.
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock(4242001)');
      const migrating = drizzlePg(conn, { schema });
      await refuseNewerDatabase(migrating as unknown as Db, migrationsFolder, 'DATABASE_URL');
      await migratePg(migrating, { migrationsFolder });
    } finally {
      await conn.query('select pg_advisory_unlock(4242001)').catch(() => undefined);
      conn.release();
    }
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  const db = drizzlePg(pool, { schema, ...(logger && { logger }) });
  let feed: ChangeFeed;
  try {
    feed = await postgresChangeFeed(options.feedUrl ?? url, { timing: options.feedTiming });
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    feed,
    async close() {
      await feed.close();
      await pool.end();
    },
  };
}
