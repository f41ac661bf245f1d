import { useQuery } from '@tanstack/react-query';
import { api, type Team } from '@hackcamp/contract';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-errors.ts';
import { teamKeys } from './query-keys.ts';

/** The user's team, or null: the server answers 404 when they have none. */
export async function getMyTeam(signal?: AbortSignal): Promise<Team | null> {
  try {
    return (await callApi(api.teams.myTeam, { signal })).team;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyTeam() {
  return useQuery({ queryKey: teamKeys.myTeam, queryFn: ({ signal }) => getMyTeam(signal) });
}
