import { useQuery } from '@tanstack/react-query';
import type { LeaderboardSummary } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export function getLeaderboardSummary(signal?: AbortSignal) {
  return api.get<LeaderboardSummary>('/users/leaderboard/summary', { signal });
}

export function useLeaderboardSummary() {
  return useQuery({
    queryKey: ['leaderboard', 'summary'],
    queryFn: ({ signal }) => getLeaderboardSummary(signal),
  });
}
