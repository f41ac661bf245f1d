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
  const name = `hc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A larger pool than production so concurrency tests really run side by side.
  const database = await openPostgres(url.toString(), 20);
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
