import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type QueryObserver } from '../../src/db/client.ts';

let template: Blob | undefined;
/** The migrated data folder of this run (pglite-template.ts), read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file) template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_ENGINE !== 'postgres') return openPglite(undefined, undefined, pgliteTemplate());
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  // A larger pool than production so concurrency tests really run side by side.
  return openFreshPostgres(adminUrl, 20);
}

/** A new, empty database on the server of `adminUrl`, migrated; dropped again on close. */
export async function openFreshPostgres(adminUrl: string, poolSize: number): Promise<Database> {
  const fresh = await createFreshPostgres(adminUrl);
  // Dropping the database below ends connections that are still closing; that is expected here.
  const database = await openPostgres(fresh.url, { poolSize, onConnectionError: () => undefined });
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * `n` handles on one fresh database, as `n` app nodes would hold them: separate connection
 * pools on PostgreSQL, the same instance on PGlite (an embedded engine has one process).
 */
export async function openSharedTestDatabases(n: number, logger?: QueryObserver): Promise<{ databases: Database[]; close(): Promise<void> }> {
  if (process.env.TEST_ENGINE !== 'postgres') {
    const database = await openPglite(undefined, logger, pgliteTemplate());
    return { databases: Array.from({ length: n }, () => database), close: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const fresh = await createFreshPostgres(adminUrl);
  const databases: Database[] = [];
  for (let i = 0; i < n; i++) databases.push(await openPostgres(fresh.url, { onConnectionError: () => undefined, logger }));
  return {
    databases,
    async close() {
      await Promise.all(databases.map((d) => d.close()));
      await fresh.drop();
    },
  };
}

/** An empty database (not migrated) on the server of `adminUrl`, for servers a test starts itself. */
export async function createFreshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // Dropping a database asks for a checkpoint, which fails for the whole cluster while
        // test/disk-full.test.ts keeps its tablespace full: wait for it to make room, then drop.
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name} with (force)`);
            return;
          } catch (err) {
            if (attempt >= 60 || !/checkpoint request failed/.test((err as Error).message)) throw err;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}
