import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts';

/**
 * A fresh database for one test file: an in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_ENGINE !== 'postgres') return openPglite(undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  // A larger pool than production so concurrency tests really run side by side.
  return openFreshPostgres(adminUrl, 20);
}

/** A new, empty database on the server of `adminUrl`, migrated; dropped again on close. */
export async function openFreshPostgres(adminUrl: string, poolSize: number): Promise<Database> {
  const name = `hc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database below ends connections that are still closing; that is expected here.
  const database = await openPostgres(url.toString(), poolSize, () => undefined);
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
