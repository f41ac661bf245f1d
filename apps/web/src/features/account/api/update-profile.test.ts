import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { refreshAfterProfileChange } from './update-profile.ts';

describe('refreshAfterProfileChange', () => {
  it("marks every cached answer that may show the user's old name or picture stale, but not the session check", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = {
      myTeam: ['team-formation', 'my-team'],
      teams: ['team-formation', 'teams', { page: 1, source: 'hackathon' }],
      hackathon: ['hackathon-dashboard'],
      leaderboard: ['leaderboard', { page: 1 }],
      standing: ['leaderboard', 'standing', 'me@example.com'],
      mentors: ['mentors', 'hackathon', { page: 1 }],
      session: ['auth', 'profile', 'token'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { name: 'Old Name' });

    await refreshAfterProfileChange(client);

    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    for (const [name, key] of Object.entries(keys)) {
      expect(invalidated(key), name).toBe(name !== 'session');
    }
  });
});
