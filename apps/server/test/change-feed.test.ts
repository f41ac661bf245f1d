import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_APPLICATION_NAME, postgresChangeFeed } from '../src/db/change-feed.ts';
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
