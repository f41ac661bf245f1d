import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry, Pagination } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export interface LeaderboardPage {
  leaderboard: LeaderboardEntry[];
  pagination: Pagination & { totalUsers: number };
}

export type LeaderboardRole = 'participant' | 'mentor' | 'superadmin';

export interface LeaderboardParams {
  role: LeaderboardRole;
  page?: number;
  limit: number;
  search?: string;
}

export function getLeaderboard(params: LeaderboardParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ role: params.role, limit: String(params.limit), sortBy: 'totalScore', sortOrder: 'desc' });
  if (params.page) query.set('page', String(params.page));
  if (params.search) query.set('search', params.search);
  return api.get<LeaderboardPage>(`/users/leaderboard?${query}`, { signal });
}

export function useLeaderboard(params: LeaderboardParams) {
  return useQuery({
    queryKey: ['leaderboard', params],
    queryFn: ({ signal }) => getLeaderboard(params, signal),
    placeholderData: keepPreviousData,
  });
}
