import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VoteSort } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi, type AnswerOf } from '../../../lib/api-client.ts';
import { votingKeys } from './query-keys.ts';

export type VotesByTeam = AnswerOf<typeof api.votes.allByTeam>;
export interface VotesByTeamFilters {
  page: number;
  limit: number;
  search: string;
  sortBy: VoteSort;
  sortOrder: 'asc' | 'desc';
}

export function getVotesByTeam(filters: VotesByTeamFilters, signal?: AbortSignal) {
  return callApi(api.votes.allByTeam, { query: { ...filters, search: filters.search || undefined }, signal });
}

export function useVotesByTeam(filters: VotesByTeamFilters) {
  return useQuery({ queryKey: votingKeys.byTeam(filters), queryFn: ({ signal }) => getVotesByTeam(filters, signal), placeholderData: keepPreviousData });
}
