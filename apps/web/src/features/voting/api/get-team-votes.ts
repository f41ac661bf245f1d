import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { votingKeys } from './query-keys.ts';

export const TEAM_VOTES_PAGE = 50;

export function getTeamVotes(teamId: string, page: number, signal?: AbortSignal) {
  return callApi(api.votes.teamVotes, { params: { id: teamId }, query: { page, limit: TEAM_VOTES_PAGE }, signal });
}

/** A team's votes, read when the admin expands its row. */
export function useTeamVotes(teamId: string, page: number) {
  return useQuery({
    queryKey: votingKeys.teamVotes(teamId, page),
    queryFn: ({ signal }) => getTeamVotes(teamId, page, signal),
    placeholderData: keepPreviousData,
  });
}
