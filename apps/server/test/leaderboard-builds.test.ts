import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../src/db/change-feed.ts';
import type { Database } from '../src/db/client.ts';
import { createLeaderboardModel } from '../src/modules/leaderboard/leaderboard-model.ts';
import { eventually } from './helpers/eventually.ts';
import { openSharedTestDatabases } from './helpers/test-database.ts';

// The ranked leaderboard read whole is one query of every active user. While the change feed is
// down nothing announces changes, so it is read again at most once a second: a crowd of readers
// must neither wait for it nor turn into a query each.
let rankQueries = 0;
let shared: { databases: Database[]; close(): Promise<void> };
let database: Database;
beforeAll(async () => {
  shared = await openSharedTestDatabases(1, { logQuery: (query) => void (/order by "users"."total_score" desc/.test(query) && rankQueries++) });
  database = shared.databases[0]!;
  await database.db.execute(sql`
    insert into users (name, email, password_hash, role, participant_type, total_score)
    select 'Person ' || i, 'p' || i || '@builds.test', 'x', 'participant', 'bootcamp', i from generate_series(1, 30) as i`);
});
afterAll(() => shared.close());

/** The node's feed, said to be down, and hearing nothing (as a feed that is down). */
function downFeed(database: Database): ChangeFeed {
  const feed = Object.create(database.feed) as ChangeFeed;
  Object.defineProperty(feed, 'alive', { value: false });
  feed.subscribe = () => () => undefined;
  return feed;
}

describe('the leaderboard model while the feed is down', () => {
  it('reads the database whole at most once a second, shared; readers get the last ranking at once', async () => {
    const model = createLeaderboardModel({ db: database.db, feed: downFeed(database) });
    const query = { role: 'participant' as const, page: 1, limit: 1, order: 'asc' as const };
    rankQueries = 0;
    const [last] = (await model.page(query)).leaderboard;
    expect(rankQueries).toBe(1);
    await database.db.execute(sql`update users set total_score = 999999 where id = ${last!._id}`);
    // Within the second: the last ranking, no read.
    const early = await Promise.all(Array.from({ length: 20 }, () => model.entryOf(last!._id)));
    expect(early.every((e) => e!.totalScore !== 999999)).toBe(true);
    expect(rankQueries).toBe(1);
    // After it: twenty readers at once still get the last ranking (none waits for the read they
    // start, which would show the change), and start one read between them.
    await new Promise((r) => setTimeout(r, 1_050));
    const crowd = await Promise.all(Array.from({ length: 20 }, () => model.entryOf(last!._id)));
    expect(crowd.every((e) => e!.totalScore !== 999999)).toBe(true);
    await eventually(async () => expect((await model.entryOf(last!._id))!.totalScore).toBe(999999));
    expect(rankQueries).toBe(2);
  });
});
