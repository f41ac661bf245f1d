import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEED_APPLICATION_NAME } from '../src/db/change-feed.ts';
import { createPool, openPostgres } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { isDatabaseUnavailable } from '../src/lib/database-errors.ts';

// A PostgreSQL server that ends connections (a restart, a failover, an admin's terminate) must not
// crash the app, whether the connection sat idle in the pool or was checked out: the failure is
// reported and the next query runs on a new connection.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('PostgreSQL connection pool', () => {
  let admin: pg.Client;
  let name: string;
  let url: string;
  const seen: string[] = [];

  beforeEach(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await admin.connect();
    name = `hc_pool_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    seen.length = 0;
  });

  afterEach(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const terminate = async (pid: number) => expect((await admin.query('select pg_terminate_backend($1) as ok', [pid])).rows[0].ok).toBe(true);
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it('survives the server ending its idle connections', async () => {
    const database = await openPostgres(url, { poolSize: 2, onConnectionError: (err) => seen.push(err.message) });
    try {
      const countUsers = async () => (await database.db.select({ n: count() }).from(users))[0]!.n;
      await Promise.all([countUsers(), countUsers()]); // two idle connections in the pool

      const ended = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name <> $2`, [
        name,
        FEED_APPLICATION_NAME,
      ]);
      expect(ended.rowCount).toBeGreaterThan(0);
      await until(() => seen.length >= ended.rowCount!);

      expect(seen).toHaveLength(ended.rowCount!);
      expect(seen[0]).toMatch(/terminating connection/);
      expect(await countUsers()).toBe(0);
    } finally {
      await database.close();
    }
  });

  // Reads are answered from memory, so a node may send no query for minutes; the writes after that
  // must not wait for new backends (connect, empty caches, triggers compiled again) mid-burst.
  it('keeps idle connections open through a quiet spell', async () => {
    const pool = createPool(url, 3, (err) => seen.push(err.message));
    try {
      const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      const pids = await Promise.all(clients.map(async (c) => (await c.query('select pg_backend_pid() as pid')).rows[0].pid as number));
      // Only the pool's idle timers are faked: they are set when a client comes back.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        clients.forEach((c) => c.release());
        vi.advanceTimersByTime(10 * 60_000);
      } finally {
        vi.useRealTimers();
      }
      expect(pool.idleCount).toBe(3);
      const again = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      const pidsAgain = await Promise.all(again.map(async (c) => (await c.query('select pg_backend_pid() as pid')).rows[0].pid as number));
      again.forEach((c) => c.release());
      expect(new Set(pidsAgain)).toEqual(new Set(pids));
      expect(seen).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('survives the server ending a connection while a transaction holds it', async () => {
    // One connection: the query after the failed transaction needs its slot back.
    const database = await openPostgres(url, { poolSize: 1, onConnectionError: (err) => seen.push(err.message) });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          await terminate(rows[0]!.pid);
          await until(() => seen.length > 0);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(seen[0]).toMatch(/terminating connection/);
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('frees the slot of a dead connection whose holder never gives it back', async () => {
    // Drizzle does not release a connection whose `begin` failed; the pool must not shrink for it.
    const pool = createPool(url, 1, (err) => seen.push(err.message));
    try {
      const held = await pool.connect();
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(rows[0]!.pid);
      await until(() => seen.length > 0);

      expect((await pool.query<{ n: number }>('select 1 as n')).rows[0]!.n).toBe(1);
      held.release(); // the holder's late release changes nothing
      expect((await pool.query<{ n: number }>('select 2 as n')).rows[0]!.n).toBe(2);
    } finally {
      await pool.end();
    }
  });

  // At a busy moment many reads reload at once; a write that asked after them must not wait for
  // all of them (decision 0044). Transactions keep their own order among themselves.
  it('hands a free connection to the waiting transactions, then the reads of writes, before the waiting reads', async () => {
    const database = await openPostgres(url, { poolSize: 1, onConnectionError: (err) => seen.push(err.message) });
    try {
      const order: string[] = [];
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding();
        await gate;
      });
      await held;
      const read = (name: string) =>
        database.db
          .select({ n: count() })
          .from(users)
          .then(() => void order.push(name));
      const write = (name: string) =>
        database.db.transaction(async (tx) => {
          order.push(name);
          await tx.execute(sql`select 1`);
        });
      // A read a write's answer waits on (its caller's session, its vote's line) goes ahead of the
      // reads, behind the transactions: writes under way finish first.
      const urgent = (name: string) =>
        database.urgent
          .select({ n: count() })
          .from(users)
          .then(() => void order.push(name));
      const waiting = [
        read('read 1'),
        urgent('for a write 1'),
        read('read 2'),
        write('write 1'),
        read('read 3'),
        urgent('for a write 2'),
        write('write 2'),
        read('read 4'),
      ];
      letGo();
      await Promise.all([holder, ...waiting]);
      expect(order).toEqual(['write 1', 'write 2', 'for a write 1', 'for a write 2', 'read 1', 'read 2', 'read 3', 'read 4']);
    } finally {
      await database.close();
    }
  });

  // Reads that load cold at once used to hold every connection, and PostgreSQL ran them all side
  // by side; a write then waited for a connection and shared the cores with all of them (decision 0046).
  it('serves at most a share of the connections to reads, so a write never waits for them', async () => {
    const database = await openPostgres(url, { poolSize: 3, onConnectionError: (err) => seen.push(err.message) });
    try {
      const order: string[] = [];
      const running = async () =>
        (await admin.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like 'select pg_sleep%'`, [name]))
          .rows[0].n as number;
      const slowRead = (n: number) => database.db.execute(sql`select pg_sleep(0.4)`).then(() => void order.push(`read ${n}`));
      const reads = [slowRead(1), slowRead(2), slowRead(3)];
      for (let i = 0; i < 100 && (await running()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
      const write = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        order.push('write');
      });
      expect(await running()).toBe(1);
      await Promise.all([...reads, write]);
      expect(order).toEqual(['write', 'read 1', 'read 2', 'read 3']);
    } finally {
      await database.close();
    }
  });
});
