import { useQuery } from '@tanstack/react-query';
import type { Team } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

/** The user's team, or null while they have none. */
export async function getMyTeam(signal?: AbortSignal): Promise<Team | null> {
  return (await callApi(api.teams.myTeam, { signal })).team;
}

export function useMyTeam() {
  return useQuery({ queryKey: teamKeys.myTeam, queryFn: ({ signal }) => getMyTeam(signal) });
}
