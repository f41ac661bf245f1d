import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_APPLICATION_NAME, markers, postgresChangeFeed } from '../src/db/change-feed.ts';
import type { Database } from '../src/db/client.ts';
import { eventually } from './helpers/eventually.ts';
import { openSharedTestDatabases } from './helpers/test-database.ts';

// Caches held by each node learn of changes through the database, on commit.
let nodes: { databases: Database[]; close(): Promise<void> };
beforeAll(async () => {
  nodes = await openSharedTestDatabases(2);
});
afterAll(() => nodes.close());

/** Resolves with the payloads a node receives on a channel within `ms`. */
function collect(database: Database, ms = 400) {
  const seen: (string | null)[] = [];
  const stop = database.feed.subscribe('hc_config', (p) => seen.push(p));
  return {
    seen,
    until: (n: number) =>
      new Promise<(string | null)[]>((resolve) => {
        const started = Date.now();
        const tick = () => (seen.length >= n || Date.now() - started > ms * 10 ? (stop(), resolve(seen)) : setTimeout(tick, 10));
        tick();
      }),
    settle: () => new Promise<(string | null)[]>((resolve) => setTimeout(() => (stop(), resolve(seen)), ms)),
  };
}

describe('the change feed', () => {
  it('delivers on commit, to this node and the others', async () => {
    const [a, b] = nodes.databases as [Database, Database];
    const onA = collect(a);
    const onB = collect(b);
    await a.db.transaction(async (tx) => a.feed.publish(tx, 'hc_config', 'switches'));
    expect(await onA.until(1)).toEqual(['switches']);
    expect(await onB.until(1)).toEqual(['switches']);
  });

  it('delivers nothing for a transaction that rolls back', async () => {
    const [a, b] = nodes.databases as [Database, Database];
    const onB = collect(b);
    await a.db
      .transaction(async (tx) => {
        await a.feed.publish(tx, 'hc_config', 'never');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await a.db.transaction(async (tx) => a.feed.publish(tx, 'hc_config', 'after'));
    expect(await onB.until(1)).toEqual(['after']);
    expect(await onB.settle()).toEqual(['after']);
  });
});

describe("a write's wait for its own changes", () => {
  it('lasts until the change is heard, for each of many writes at once, with a marker out at a time', async () => {
    const [a] = nodes.databases as [Database];
    const heard = new Set<string>();
    const stop = a.feed.subscribe('hc_config', (p) => p && heard.add(p));
    // The listening connection's own markers, counted on the driver (PostgreSQL only: PGlite has no socket).
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const markersSent = () => query.mock.calls.filter(([, values]) => Array.isArray(values) && String(values[1]).startsWith('sync ')).length;
    try {
      const writes = Array.from({ length: 60 }, async (_, i) => {
        await a.db.transaction(async (tx) => a.feed.publish(tx, 'hc_config', `write ${i}`));
        await a.feed.caughtUp();
        return heard.has(`write ${i}`);
      });
      expect(await Promise.all(writes)).toEqual(Array.from({ length: 60 }, () => true));
      // Sixty answers waiting at the same moment share one marker, or two if one was still out (one each, before).
      const before = markersSent();
      await Promise.all(Array.from({ length: 60 }, () => a.feed.caughtUp()));
      if (process.env.TEST_ENGINE === 'postgres') expect(markersSent() - before).toBeLessThanOrEqual(2);
    } finally {
      query.mockRestore();
      stop();
    }
  });

  it('is never answered by a marker sent before it was asked', async () => {
    const sends: { n: number; settle: () => void }[] = [];
    const m = markers((n) => new Promise<void>((resolve) => sends.push({ n, settle: resolve })));
    const order: string[] = [];
    const first = m.wait().then(() => order.push('first'));
    const second = m.wait().then(() => order.push('second'));
    const third = m.wait().then(() => order.push('third'));
    // One marker out; the two asked while it was out wait for the next, not sent yet.
    expect(sends.map((s) => s.n)).toEqual([1]);
    m.heard('1');
    await first;
    await Promise.resolve();
    expect(order).toEqual(['first']);
    sends[0]!.settle();
    await new Promise((r) => setImmediate(r));
    expect(sends.map((s) => s.n)).toEqual([1, 2]);
    m.heard('2');
    await Promise.all([second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    // Nothing waits: no marker is sent for nobody.
    sends[1]!.settle();
    await new Promise((r) => setImmediate(r));
    expect(sends).toHaveLength(2);
  });
});

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('the change feed on PostgreSQL', () => {
  it('comes back after its connection is killed, and tells listeners to start over', async () => {
    const [a, b] = nodes.databases as [Database, Database];
    const onB = collect(b, 1000);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const result = (await a.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      // Both nodes' listening connections on this test's own database, nobody else's.
      const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`, [
        result.rows[0]!.name,
        FEED_APPLICATION_NAME,
      ]);
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Down (anything may be missed from now on), then back (anything may have been missed).
    expect(await onB.until(2)).toEqual([null, null]);
    expect(b.feed.alive).toBe(true);
    // Back to normal delivery once reconnected.
    const again = collect(b);
    await a.db.transaction(async (tx) => a.feed.publish(tx, 'hc_config', 'back'));
    expect(await again.until(1)).toEqual(['back']);
  });
});

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('the change feed heartbeat', () => {
  it('stays up when this process was busy past the deadline while the reply waited in the socket', async () => {
    const timing = { heartbeatMs: 100, deadlineMs: 400 };
    const logged: string[] = [];
    const feed = await postgresChangeFeed(process.env.TEST_DATABASE_URL!, { timing, log: (m) => logged.push(m) });
    try {
      expect(feed.alive).toBe(true);
      const epoch = feed.epoch;
      // The process works in long synchronous stretches (a big build, a busy test file), each
      // past the deadline, with only a moment between them: a heartbeat goes out in that moment
      // and its reply arrives while the next stretch runs, waiting in the socket to be read.
      const end = Date.now() + 3_000;
      while (Date.now() < end) {
        const until = Date.now() + timing.deadlineMs * 1.5;
        while (Date.now() < until) {
          // busy on purpose
        }
        await new Promise((r) => setImmediate(r));
      }
      // Until a message sent now has come through (the watchdog has judged the last stretch by
      // then), or the feed said it went down.
      let heard = false;
      const stop = feed.subscribe('hc_config', (payload) => void (payload === 'after the stretches' && (heard = true)));
      const sender = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await sender.connect();
      await sender.query(`select pg_notify('hc_config', 'after the stretches')`);
      await sender.end();
      await eventually(async () => expect(heard || logged.length > 0).toBe(true), 10_000);
      stop();
      expect(logged).toEqual([]);
      expect([feed.alive, feed.epoch]).toEqual([true, epoch]);
    } finally {
      await feed.close();
    }
  });
});
