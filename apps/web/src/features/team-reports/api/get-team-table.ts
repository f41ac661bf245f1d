import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamSortKey } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { teamReportKeys } from './query-keys.ts';

export interface TeamTableParams {
  page: number;
  limit: number;
  search: string;
  sortBy: TeamSortKey;
  sortOrder: 'asc' | 'desc';
}

/** One page of teams, searched and sorted by the server (an event may have thousands). */
export function useTeamTable(params: TeamTableParams) {
  return useQuery({
    queryKey: teamReportKeys.teams(params),
    queryFn: ({ signal }) => callApi(api.teams.list, { query: { ...params, search: params.search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}
