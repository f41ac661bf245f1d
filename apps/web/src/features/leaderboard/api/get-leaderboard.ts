import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry, Pagination } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export interface LeaderboardPage {
  leaderboard: LeaderboardEntry[];
  pagination: Pagination & { totalUsers: number };
}

export function useLeaderboard(params: { role: 'participant' | 'mentor'; page?: number; limit: number; search?: string }) {
  const query = new URLSearchParams({ role: params.role, limit: String(params.limit), sortBy: 'totalScore', sortOrder: 'desc' });
  if (params.page) query.set('page', String(params.page));
  if (params.search) query.set('search', params.search);
  return useQuery({
    queryKey: ['leaderboard', params],
    queryFn: ({ signal }) => api.get<LeaderboardPage>(`/users/leaderboard?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
