import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export interface TeamSearch {
  search: string;
  page: number;
  limit: number;
}

/** Teams by name for the judge assignment picker: searched on the server, so 1,700 teams stay light. */
export function searchTeams(filters: TeamSearch, signal?: AbortSignal) {
  return callApi(api.teams.list, { query: { search: filters.search || undefined, page: filters.page, limit: filters.limit }, signal });
}

export function useTeamSearch(filters: TeamSearch) {
  return useQuery({ queryKey: judgingKeys.teamSearch(filters), queryFn: ({ signal }) => searchTeams(filters, signal), placeholderData: keepPreviousData });
}
