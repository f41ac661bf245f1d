import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi, type AnswerOf } from '../../../lib/api-client.ts';
import { votingKeys } from './query-keys.ts';

export type VotingList = AnswerOf<typeof api.votes.teamsWithRatings>;

export function getTeamsWithRatings(filters: { page: number; search: string }, signal?: AbortSignal) {
  return callApi(api.votes.teamsWithRatings, { query: { page: filters.page, search: filters.search || undefined }, signal });
}

/** The leader's list and progress; `refreshMs` polls while the voting modal is open. */
export function useTeamsWithRatings(filters: { page: number; search: string }, options: { enabled?: boolean; refreshMs?: number | false } = {}) {
  return useQuery({
    queryKey: votingKeys.list(filters),
    queryFn: ({ signal }) => getTeamsWithRatings(filters, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refreshMs ?? false,
  });
}
