import type { QueryClient } from '@tanstack/react-query';
import type { OwnVote, VotingProgress } from '@hackcamp/contract';
import type { VotingList } from './get-teams-with-ratings.ts';
import { votingKeys } from './query-keys.ts';

/** What casting, changing or withdrawing a vote answers. */
export interface OwnVoteChange {
  vote: OwnVote | null;
  progress: VotingProgress;
}

/**
 * A voting list page with the leader's own vote on `teamId` as the server now holds it. The team's
 * count and average also include other leaders' votes, so they wait for the refetch.
 */
export function withOwnVote(list: VotingList, teamId: string, change: OwnVoteChange): VotingList {
  return {
    ...list,
    progress: change.progress,
    teams: list.teams.map((team) => (team._id === teamId ? { ...team, myVote: change.vote, hasVoted: change.vote !== null } : team)),
  };
}

/**
 * Shows the leader their vote from the answer itself, on every cached page, then refetches: a
 * refetch alone may reach a node that has not heard of the vote yet.
 */
export function applyOwnVote(queryClient: QueryClient, teamId: string, change: OwnVoteChange) {
  queryClient.setQueriesData<VotingList>({ queryKey: votingKeys.lists }, (list) => list && withOwnVote(list, teamId, change));
  // Not awaited: the refetch may close the dialog that started this, and its toast must still show.
  void queryClient.invalidateQueries({ queryKey: votingKeys.all });
}
