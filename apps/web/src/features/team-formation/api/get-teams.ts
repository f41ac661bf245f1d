import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

export interface TeamFilters {
  search?: string;
  problemStatementId?: string;
  page?: number;
  limit?: number;
}

/** The spec lists both GET /teams and GET /hackathon/teams; the hackathon dashboard uses the latter. */
export type TeamSource = 'teams' | 'hackathon';

export function getTeams(filters: TeamFilters, signal?: AbortSignal, source: TeamSource = 'teams') {
  const query = { search: filters.search, problemStatementId: filters.problemStatementId, page: filters.page, limit: filters.limit };
  return source === 'hackathon' ? callApi(api.hackathon.teams, { query, signal }) : callApi(api.teams.list, { query, signal });
}

export function useTeams(filters: TeamFilters, source: TeamSource = 'teams') {
  return useQuery({
    queryKey: teamKeys.teams({ ...filters, source }),
    queryFn: ({ signal }) => getTeams(filters, signal, source),
    placeholderData: keepPreviousData,
  });
}
