import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination, Team } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

export interface TeamFilters {
  search?: string;
  problemStatementId?: string;
  page?: number;
  limit?: number;
}

/** The spec lists both GET /teams and GET /hackathon/teams; the hackathon dashboard uses the latter. */
export type TeamSource = '/teams' | '/hackathon/teams';

export function getTeams(filters: TeamFilters, signal?: AbortSignal, source: TeamSource = '/teams') {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.problemStatementId) params.set('problemStatementId', filters.problemStatementId);
  if (filters.page) params.set('page', String(filters.page));
  if (filters.limit) params.set('limit', String(filters.limit));
  return api.get<{ teams: Team[]; pagination: Pagination & { totalTeams: number } }>(`${source}?${params}`, { signal });
}

export function useTeams(filters: TeamFilters, source: TeamSource = '/teams') {
  return useQuery({
    queryKey: teamKeys.teams({ ...filters, source }),
    queryFn: ({ signal }) => getTeams(filters, signal, source),
    placeholderData: keepPreviousData,
  });
}
