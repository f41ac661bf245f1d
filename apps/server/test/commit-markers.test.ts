import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAUGHT_UP_WAIT_MS } from '../src/db/change-feed.ts';
import type { Database } from '../src/db/client.ts';
import { commitMarkers, writeScope, type WriteScope } from '../src/db/commit-markers.ts';
import { sendTogetherAndCommit } from '../src/db/pipelined-statements.ts';
import { users } from '../src/db/schema/index.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { bearer, createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('commit markers, answered one by one', () => {
  it('answers a wait once each of its markers is heard, in any order, and a marker heard before the wait', async () => {
    const m = commitMarkers('hc_beat_test');
    const [a, b, c] = [m.next(), m.next(), m.next()];
    expect(a.notify).toBe("select pg_notify('hc_beat_test', 'commit 1')");
    m.heard(c.n);
    let done = false;
    const waiting = m.wait([a.n, b.n, c.n], 5_000).then(() => (done = true));
    m.heard(b.n);
    await new Promise((r) => setTimeout(r, 20));
    // A later number says nothing of an earlier one: each commits with its own transaction.
    expect(done).toBe(false);
    m.heard(a.n);
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up after its bound, and lets every waiter go when the feed goes down', async () => {
    const m = commitMarkers('hc_beat_test');
    const started = Date.now();
    await m.wait([m.next().n], 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const held = m.wait([m.next().n], 60_000);
    m.releaseAll();
    await held;
  });

  it('keeps a bounded number of markers nobody asked for', async () => {
    const m = commitMarkers('hc_beat_test');
    const first = m.next();
    m.heard(first.n);
    for (let i = 0; i < 1_000; i++) m.heard(m.next().n);
    // The oldest was let go: a wait for it now runs to its bound.
    const started = Date.now();
    await m.wait([first.n], 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

// Decision 0048: a write's transaction carries the change feed's marker in its commit, so its
// answer waits for that marker to come back instead of sending one of its own afterwards.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')("a write's commit carries its marker (PostgreSQL)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const newUser = () => ({ name: 'Marked', email: `marked-${randomBytes(4).toString('hex')}@markers.test`, role: 'participant' as const, passwordHash: 'x' });

  /** Inserts a user in a write's scope through `insert`: one marker, and the feed hears the change once it is back. */
  async function markedAndHeard(insert: () => Promise<{ id: string } | undefined>) {
    const heard: string[] = [];
    const stop = database.feed.subscribe('hc_people', (payload) => heard.push(payload ?? ''));
    try {
      const scope: WriteScope = { markers: [] };
      const row = await writeScope.run(scope, insert);
      expect(scope.markers).toHaveLength(1);
      const started = Date.now();
      await database.feed.heardCommits(scope.markers);
      // Not the bound: the marker itself came back.
      expect(Date.now() - started).toBeLessThan(CAUGHT_UP_WAIT_MS / 2);
      expect(heard).toContain(`face:${row!.id}`);
    } finally {
      stop();
    }
  }

  it("marks a committed transaction inside a write's scope, and the feed has heard the write's own changes when its marker is back", async () => {
    await markedAndHeard(async () => (await database.db.transaction((tx) => tx.insert(users).values(newUser()).returning()))[0]);
  });

  it('leaves unmarked a transaction outside a write, one rolled back, and a read-only one (which may not notify)', async () => {
    const outside = await database.db.transaction((tx) => tx.insert(users).values(newUser()).returning());
    expect(outside).toHaveLength(1);

    const scope: WriteScope = { markers: [] };
    await writeScope.run(scope, async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(users).values(newUser());
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      const counted = await database.db.transaction(async (tx) => (await tx.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n, {
        accessMode: 'read only',
      });
      expect(counted).toBeGreaterThan(0);
      // A single statement: no begin, no commit of ours to carry a marker.
      await database.db.update(users).set({ name: 'Renamed' }).where(eq(users.email, 'nobody@markers.test'));
    });
    expect(scope.markers).toEqual([]);
  });

  it("marks a commit sent with the last statements once, and Drizzle's own commit after it takes no marker (decision 0054)", async () => {
    await markedAndHeard(
      async () => (await database.db.transaction((tx) => sendTogetherAndCommit(tx, () => tx.insert(users).values(newUser()).returning())))[0][0],
    );
  });

  it('marks each committed transaction of one write', async () => {
    const scope: WriteScope = { markers: [] };
    await writeScope.run(scope, async () => {
      await database.db.transaction((tx) => tx.insert(users).values(newUser()));
      await database.db.transaction((tx) => tx.insert(users).values(newUser()));
    });
    expect(scope.markers).toHaveLength(2);
    expect(scope.markers[1]).toBeGreaterThan(scope.markers[0]!);
    const started = Date.now();
    await database.feed.heardCommits(scope.markers);
    expect(Date.now() - started).toBeLessThan(CAUGHT_UP_WAIT_MS / 2);
  });
});

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')("a write's answer waits for its commit's marker (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a write made in a transaction waits for the marker its commit carried and sends none of its own; a refused write waits for nothing', async () => {
    const admin = await createStaff(t, 'superadmin');
    const heardCommits = vi.spyOn(t.database.feed, 'heardCommits');
    const caughtUp = vi.spyOn(t.database.feed, 'caughtUp');
    try {
      const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { startDate: '2026-12-01' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(heardCommits).toHaveBeenCalledTimes(1);
      expect(heardCommits.mock.calls[0]![0]).toHaveLength(1);
      expect(caughtUp).not.toHaveBeenCalled();

      const refused = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { startDate: 'soon' } });
      expect(refused.statusCode).toBe(400);
      expect(heardCommits).toHaveBeenCalledTimes(1);
      expect(caughtUp).not.toHaveBeenCalled();
    } finally {
      heardCommits.mockRestore();
      caughtUp.mockRestore();
    }
  });
});
