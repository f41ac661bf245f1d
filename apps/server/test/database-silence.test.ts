import { randomBytes } from 'node:crypto';
import { OPS_MSG } from '@hackcamp/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/lib/database-errors.ts';
import { startBlackholeProxy, type BlackholeProxy } from './helpers/blackhole-proxy.ts';
import { createFreshPostgres } from './helpers/test-database.ts';
import { call, spawnServer, waitForHealth, type Answer, type ServerProcess } from './helpers/server-process.ts';

// A database link that goes silent (a dropped NAT entry, a failover, a cable): no FIN, no RST, no
// byte in either direction. Without a bound, requests on that node hung for as long as it lasted
// (minutes) and the log said "timeout exceeded when trying to connect" a thousand times (issue 39).
const BOUND_MS = 2_000;
/** What a request may take beyond the bound on a loaded test machine: its own work, not a second wait. */
const SLACK_MS = 1_500;
const ADMIN = { email: 'admin@database-silence.test', password: 'database-silence-admin' };
const NOT_ANSWERING = 'the database is not answering';

const viaProxy = (url: URL, proxy: BlackholeProxy) => {
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  return through.toString();
};

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
};

async function announce(base: string, token: string, title: string, key?: string): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key && { 'idempotency-key': key }) },
      body: JSON.stringify({ title, content: 'Said once, whatever the line does.' }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: await res.json() };
  } catch (err) {
    return { status: 0, body: (err as Error).name };
  }
}

const countOf = (output: string, line: string) => output.split('\n').filter((l) => l.includes(line)).length;

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('a database link that goes silent', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: BlackholeProxy;
  let dropDatabase: () => Promise<void>;
  let url: URL;

  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    dropDatabase = fresh.drop;
    url = new URL(fresh.url);
    proxy = await startBlackholeProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const env = {
      JWT_SECRET: 'database-silence-secret-database-silence',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DB_QUERY_TIMEOUT_MS: String(BOUND_MS),
    };
    // B first and direct, so it migrates; A's every connection (pool and change feed) goes through the relay.
    b = spawnServer({ ...env, DATABASE_URL: url.toString() });
    await waitForHealth(b, 60_000);
    a = spawnServer({ ...env, DATABASE_URL: viaProxy(url, proxy) });
    await waitForHealth(a, 60_000);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await dropDatabase?.();
  });

  it('answers 503 within the bound while the line is silent, says so once, and serves again by itself', async () => {
    const token = (await call(a.base, 'POST', '/api/auth/login', ADMIN)).body.data.token as string;
    const made = await announce(a.base, token, 'Before the silence');
    expect(made.status).toBe(201);
    const id = made.body.data.announcement._id as string;
    const readStats = () => call(a.base, 'GET', `/api/announcements/${id}/read-stats`, undefined, token);
    expect((await readStats()).status).toBe(200);
    // Every connection of A's pool is open and idle now: the silence catches them there.
    await Promise.all(Array.from({ length: 12 }, () => readStats()));

    proxy.blackhole();
    const [health, healthMs] = await timed(() => call(a.base, 'GET', '/api/health'));
    expect(health).toMatchObject({
      status: 503,
      body: { success: false, message: OPS_MSG.databaseNotAnswering, data: { status: 'unavailable', database: 'unreachable' } },
    });
    expect(healthMs).toBeLessThan(2_000);

    // Many requests at once on the silent node: a write with its key, and reads no cache holds.
    const key = `silence-${randomBytes(4).toString('hex')}`;
    const [[write, ...reads], allMs] = await timed(() =>
      Promise.all([announce(a.base, token, 'Sent into the silence', key), ...Array.from({ length: 8 }, readStats)]),
    );
    for (const answer of [write, ...reads]) expect(answer).toEqual({ status: 503, body: { success: false, message: OPS_MSG.databaseNotAnswering } });
    expect(allMs).toBeLessThan(BOUND_MS + SLACK_MS);
    // Later requests too, each within the bound (new connections get no answer either).
    const [late, lateMs] = await timed(readStats);
    expect(late.status).toBe(503);
    expect(lateMs).toBeLessThan(BOUND_MS + SLACK_MS);

    // The other node has its own line and goes on.
    const bToken = (await call(b.base, 'POST', '/api/auth/login', ADMIN)).body.data.token as string;
    expect((await call(b.base, 'GET', '/api/health')).status).toBe(200);
    expect((await announce(b.base, bToken, 'Meanwhile on B')).status).toBe(201);

    // Said once for the whole episode, in words that say what happened.
    expect(countOf(a.output(), NOT_ANSWERING), a.output()).toBe(1);
    expect(a.output()).toMatch(/the database is not answering \((query timed out after 2000 ms|a new connection got no answer within 2000 ms)/);
    expect(a.output()).not.toContain('timeout exceeded when trying to connect');
    expect(a.output()).not.toContain('database unavailable');

    proxy.restore();
    await waitForHealth(a, 15_000);
    expect(countOf(a.output(), 'the database answers again')).toBe(1);
    // The write sent into the silence, sent again with its key: once, whichever node it reaches.
    const retried = await announce(a.base, token, 'Sent into the silence', key);
    expect(retried.status).toBe(201);
    const again = await announce(b.base, bToken, 'Sent into the silence', key);
    expect(again.body.data?.announcement._id).toBe(retried.body.data.announcement._id);
    const list = await call(b.base, 'GET', '/api/announcements?limit=50', undefined, bToken);
    expect(list.body.data.announcements.filter((x: { title: string }) => x.title === 'Sent into the silence')).toHaveLength(1);
    // No connection was lost to the pool for good: more writes at once than it holds all succeed.
    const burst = await Promise.all(Array.from({ length: 14 }, (_, i) => announce(a.base, token, `After the silence ${i}`)));
    expect(burst.map((r) => r.status)).toEqual(Array.from({ length: 14 }, () => 201));
    expect(countOf(a.output(), NOT_ANSWERING)).toBe(1);
  }, 90_000);

  it('destroys a connection that goes silent inside a transaction, and the pool keeps its slot', async () => {
    const line = await startBlackholeProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const logged: string[] = [];
    const closed: string[] = [];
    // One connection: the query after the abandoned transaction needs its slot back, and must not
    // get the connection still waiting for the old answer.
    const pool = createPool(viaProxy(url, line), 1, (err) => closed.push(err.message), {
      queryTimeoutMs: 500,
      log: { failed: (what) => logged.push(`failed: ${what}`), answered: () => logged.push('answered'), answering: true },
    });
    const db = drizzle(pool);
    try {
      await db.execute(sql`select 1`);
      const [failure, ms] = await timed(() =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            line.blackhole();
            await tx.execute(sql`select 2`);
          })
          .then(
            () => null,
            (err: unknown) => err,
          ),
      );
      // The rollback is not waited for either: the connection is gone, so it fails at once.
      expect(ms).toBeLessThan(500 + 700);
      // Drizzle's rollback fails on the destroyed connection and its error is the one thrown.
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(pool.totalCount).toBe(0);
      expect(closed).toEqual([]);
      line.restore();
      const { rows } = await pool.query<{ n: number }>('select 3 as n');
      expect(rows[0]!.n).toBe(3);
      // The server side got its bound too.
      expect((await pool.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]!.statement_timeout).toBe('450ms');
      // What the log is told (it writes the first failure of an episode only): the timeout, then answers again.
      expect(logged.find((l) => l.startsWith('failed'))).toBe('failed: query timed out after 500 ms');
      expect(logged.at(-1)).toBe('answered');
    } finally {
      await pool.end();
      await line.close();
    }
  });
});
