import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Under the leaderboard's key, so whatever refreshes ranks refreshes this too. */
export const myStandingKey = ['leaderboard', 'standing'] as const;

/** The participant's own score and rank, read directly (ranks are global, computed by the server). */
export function useMyStanding(userId: string) {
  return useQuery({
    queryKey: [...myStandingKey, userId],
    queryFn: async ({ signal }) => (await callApi(api.users.myRank, { signal })).entry,
  });
}
