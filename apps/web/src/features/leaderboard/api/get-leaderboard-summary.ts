import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './query-keys.ts';

export function getLeaderboardSummary(signal?: AbortSignal) {
  return callApi(api.users.leaderboardSummary, { signal });
}

export function useLeaderboardSummary() {
  return useQuery({
    queryKey: leaderboardKeys.summary,
    queryFn: ({ signal }) => getLeaderboardSummary(signal),
  });
}
