import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { addPresentDays, recomputeScores } from '../src/modules/leaderboard/scores.queries.ts';
import { createParticipants, startTestApp, type TestApp } from './helpers/test-app.ts';

// Every mark and grade rewrites participants' totals. Those rewrites must stay heap-only (HOT):
// with an index on total_score each one writes a new entry into every index of users, trigram
// indexes included, and a bulk mark of 100 then stalls now and again while a pending list flushes.
describe('score updates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };

  it('no index of users holds total_score, and its pages keep room for a rewrite', async () => {
    const { rows } = await rowsOf<{ indexdef: string }>(t.database.db, sql`select indexdef from pg_indexes where tablename = 'users'`);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.indexdef.includes('total_score'))).toEqual([]);
    const { rows: options } = await rowsOf<{ reloptions: string[] | null }>(t.database.db, sql`select reloptions from pg_class where relname = 'users'`);
    expect(options[0]?.reloptions).toContain('fillfactor=80');
  });

  it('a mark and a recount change totals with heap-only updates', async () => {
    const people = await createParticipants(t, 30);
    const ids = people.map((p) => p.user.id);
    await t.database.db.insert(attendance).values(ids.map((userId) => ({ userId, date: '2026-01-04', status: 'present' as const })));
    const counts = (tx: Db) =>
      rowsOf<{ updated: number; hot: number }>(
        tx,
        sql`select n_tup_upd::int as updated, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relname = 'users'`,
      ).then((r) => r.rows[0]);
    // One transaction per person, as grades come and as a mentor's people sit on different pages.
    const seen = [];
    for (const [i, id] of ids.entries()) {
      seen.push(
        await t.database.db.transaction(async (tx) => {
          // The session's counts not yet reported can include earlier transactions: a difference.
          const before = (await counts(tx)) ?? { updated: 0, hot: 0 };
          // As a bulk mark writes it, here two present days more (the recount finds the one above).
          if (i % 2) await tx.execute(addPresentDays(tx, [{ userId: id, days: 2 }]));
          else await recomputeScores(tx, [id]);
          const after = await counts(tx);
          return { updated: after!.updated - before.updated, hot: after!.hot - before.hot };
        }),
      );
    }
    expect(seen.map((s) => s.updated)).toEqual(ids.map(() => 1));
    // With an index holding total_score no update is heap-only. Without one nearly all are on a
    // quiet machine, but a page can fill before its dead versions are pruned while another
    // session's snapshot (the app's own reads on a loaded machine) still sees them; then an update
    // moves to another page. With pruning held off for the whole loop only the pages' spare room
    // (fillfactor 80) takes updates in place: 12 of 30 was seen in CI, so the bar is a sixth.
    expect(seen.filter((s) => s.hot === 1).length).toBeGreaterThanOrEqual(ids.length / 6);
    const { rows: totals } = await rowsOf<{ total: number; n: number }>(
      t.database.db,
      sql`select total_score as total, count(*)::int as n from users where id = any(${sql.param(ids)}::uuid[]) group by total_score order by total_score`,
    );
    // Every update changed a total (from 0), so none was in place merely for changing nothing.
    expect(totals).toEqual([
      { total: 10, n: 15 },
      { total: 20, n: 15 },
    ]);
  });
});
