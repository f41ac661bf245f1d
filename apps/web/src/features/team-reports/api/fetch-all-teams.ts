import type { Team, TeamSortKey } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

const PAGE = 200;

/**
 * Every team matching the search, in the table's order, read 200 at a time: only for a printout
 * of all teams, which needs them all at once.
 */
export async function fetchAllTeams(filter: { search: string; sortBy: TeamSortKey; sortOrder: 'asc' | 'desc' }, signal?: AbortSignal): Promise<Team[]> {
  const teams: Team[] = [];
  for (let page = 1; ; page++) {
    const data = await callApi(api.teams.list, { query: { ...filter, search: filter.search || undefined, page, limit: PAGE }, signal });
    teams.push(...data.teams);
    if (!data.pagination.hasNextPage) return teams;
  }
}
