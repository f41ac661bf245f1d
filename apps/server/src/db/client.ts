import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database or a transaction: every query function takes this first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

const logIdleError = (err: Error) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`);

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** `dataDir` undefined means an in-memory PGlite (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string, poolSize = 10, onIdleError: (err: Error) => void = logIdleError): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server ends (a restart, a failover, an admin's terminate) makes
  // the pool emit 'error'; with no listener Node would crash the whole app. The pool drops that
  // connection and opens a new one on the next query, so a log line is all it needs.
  pool.on('error', onIdleError);
  // Several app nodes may start at once: one migrates while the others wait on the lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(4242001)');
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(4242001)').catch(() => undefined);
    conn.release();
  }
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
}
