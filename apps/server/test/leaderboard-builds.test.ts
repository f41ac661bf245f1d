import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createLeaderboardModel } from '../src/modules/users/leaderboard-model.ts';
import { openSharedTestDatabases } from './helpers/test-database.ts';

// The ranked leaderboard is one query of every active user. Under a stream of grades each build
// is outdated before it ends; a build per waiting reader filled the pool with that query.
let rankQueries = 0;
let shared: { databases: Database[]; close(): Promise<void> };
beforeAll(async () => {
  shared = await openSharedTestDatabases(1, {
    logQuery: (query) => void (/order by "users"."total_score" desc/.test(query) && rankQueries++),
  });
});
afterAll(() => shared.close());

describe('the leaderboard model under changes', () => {
  it('builds once at a time: readers who come during an outdated build share the one next build', async () => {
    const database = shared.databases[0]!;
    const model = createLeaderboardModel({ db: database.db, feed: database.feed });
    const query = { role: 'participant' as const, page: 1, limit: 20, order: 'desc' as const };
    await model.page(query);
    rankQueries = 0;
    const readers: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      // A change this node made, then a reader: each reader comes after a change the build running
      // at that moment cannot hold.
      model.touch();
      readers.push(model.page(query));
    }
    await Promise.all(readers);
    expect(rankQueries).toBe(2);
    // And what the readers got holds every change: the next reader needs no build.
    await model.page(query);
    expect(rankQueries).toBe(2);
  });
});
