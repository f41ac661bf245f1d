import { useQuery } from '@tanstack/react-query';
import type { Team } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-errors.ts';
import { teamKeys } from './query-keys.ts';

/** The user's team, or null: the server answers 404 when they have none. */
export async function getMyTeam(signal?: AbortSignal): Promise<Team | null> {
  try {
    return (await api.get<{ team: Team }>('/teams/my-team', { signal })).team;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyTeam() {
  return useQuery({ queryKey: teamKeys.myTeam, queryFn: ({ signal }) => getMyTeam(signal) });
}
