import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi, type AnswerOf } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './query-keys.ts';

export type LeaderboardPage = AnswerOf<typeof api.users.leaderboard>;

export type LeaderboardRole = 'participant' | 'mentor' | 'superadmin';

export interface LeaderboardParams {
  role: LeaderboardRole;
  page?: number;
  limit: number;
  search?: string;
}

export function getLeaderboard(params: LeaderboardParams, signal?: AbortSignal) {
  return callApi(api.users.leaderboard, {
    query: { role: params.role, limit: params.limit, sortBy: 'totalScore', sortOrder: 'desc', page: params.page, search: params.search },
    signal,
  });
}

export function useLeaderboard(params: LeaderboardParams) {
  return useQuery({
    queryKey: leaderboardKeys.page(params),
    queryFn: ({ signal }) => getLeaderboard(params, signal),
    placeholderData: keepPreviousData,
  });
}
