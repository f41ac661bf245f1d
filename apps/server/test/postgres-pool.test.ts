import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';

// A PostgreSQL server that ends idle connections (a restart, a failover, an admin's terminate)
// must not crash the app: the pool reports it and the next query runs on a new connection.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('PostgreSQL connection pool', () => {
  it('survives the server ending its idle connections', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `hc_pool_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const seen: string[] = [];
    const database = await openPostgres(url.toString(), 2, (err) => seen.push(err.message));
    try {
      const countUsers = async () => (await database.db.select({ n: count() }).from(users))[0]!.n;
      await Promise.all([countUsers(), countUsers()]); // two idle connections in the pool

      const ended = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
      expect(ended.rowCount).toBeGreaterThan(0);
      for (let i = 0; i < 100 && seen.length < ended.rowCount!; i++) await new Promise((r) => setTimeout(r, 20));

      expect(seen).toHaveLength(ended.rowCount!);
      expect(seen[0]).toMatch(/terminating connection/);
      expect(await countUsers()).toBe(0);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
