import type { leaderboardQuerySchema } from '@hackcamp/contract';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createLeaderboardModel } from './leaderboard-model.ts';

/** The ranked lists, a person's own place and the summary, answered from the ranking this node keeps in memory. */
export function createLeaderboardService(deps: { db: Db; feed: ChangeFeed }) {
  const model = createLeaderboardModel(deps);
  return {
    /** `nameOnly`: the search leaves emails alone, for a reader who may not see them. */
    async page(query: z.output<typeof leaderboardQuerySchema>, nameOnly = false) {
      return model.page({ role: query.role, search: query.search || undefined, nameOnly, page: query.page, limit: query.limit, order: query.sortOrder });
    },

    /** A participant's own place on the leaderboard (null when not ranked: hackathon-only, inactive). */
    myRank: (userId: string) => model.entryOf(userId),

    summary: () => model.summary(),

    /** Resolves once this node's ranking has taken in what was committed for the person (a write's answer waits for it). */
    settledFor: (userId: string) => model.settledFor(userId),
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
