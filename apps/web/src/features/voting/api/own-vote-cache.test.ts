import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TeamWithRating } from '@hackcamp/contract';
import type { VotingList } from './get-teams-with-ratings.ts';
import { applyOwnVote, withOwnVote } from './own-vote-cache.ts';
import { votingKeys } from './query-keys.ts';

const team = (id: string, over: Partial<TeamWithRating> = {}): TeamWithRating => ({
  _id: id,
  name: `Team ${id}`,
  teamNumber: 1,
  description: '',
  leader: null,
  problemStatement: null,
  memberCount: 3,
  totalVotes: 2,
  averageRating: 4,
  hasVoted: false,
  myVote: null,
  ...over,
});

const page = (teams: TeamWithRating[]): VotingList => ({
  teams,
  pagination: { currentPage: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false, totalTeams: teams.length },
  progress: { votedTeams: 0, totalTeams: 2, completed: false },
  eligibility: { canVote: true, reason: null },
});

const vote = { rating: 3, comment: 'Solid', createdAt: '2026-11-27T05:00:00.000Z', updatedAt: '2026-11-27T05:00:00.000Z' };

describe("the leader's own vote, from the answer", () => {
  it('marks the team voted and takes the progress; the count and average wait for the refetch', () => {
    const next = withOwnVote(page([team('a'), team('b')]), 'b', { vote, progress: { votedTeams: 1, totalTeams: 2, completed: false } });
    expect(next.teams[0]).toEqual(team('a'));
    expect(next.teams[1]).toEqual(team('b', { hasVoted: true, myVote: vote }));
    expect(next.progress).toEqual({ votedTeams: 1, totalTeams: 2, completed: false });
  });

  it('a withdrawn vote clears it', () => {
    const next = withOwnVote(page([team('a', { hasVoted: true, myVote: vote })]), 'a', {
      vote: null,
      progress: { votedTeams: 0, totalTeams: 2, completed: false },
    });
    expect(next.teams[0]).toMatchObject({ hasVoted: false, myVote: null });
  });

  it('applies to every cached page and search (the progress is on each), then marks them for a refetch', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(votingKeys.list({ page: 1, search: '' }), page([team('a')]));
    client.setQueryData(votingKeys.list({ page: 1, search: 'bee' }), page([team('b')]));
    applyOwnVote(client, 'b', { vote, progress: { votedTeams: 2, totalTeams: 2, completed: true } });

    const all = client.getQueryData<VotingList>(votingKeys.list({ page: 1, search: '' }))!;
    const searched = client.getQueryData<VotingList>(votingKeys.list({ page: 1, search: 'bee' }))!;
    expect(all.progress.completed).toBe(true);
    expect(all.teams[0]!.hasVoted).toBe(false);
    expect(searched.teams[0]!.myVote).toEqual(vote);
    expect(client.getQueryState(votingKeys.list({ page: 1, search: '' }))?.isInvalidated).toBe(true);
  });
});
