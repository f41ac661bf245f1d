import { z } from 'zod';
import { requiredFreeText } from '../shared/text-fields.ts';
import { pageLimit, pageNumber, searchFilter } from '../shared/route-params.ts';

/** Peer voting: team leaders rate the other teams (participant spec sections 2, 4, 5, 8, 9). */
export const VOTING = {
  ratingMin: 1,
  ratingMax: 5,
  defaultRating: 5,
  commentMax: 500,
  /** Teams per page of the leader's voting list. */
  pageSize: 6,
  /** The leader's progress refreshes this often while the voting modal is open. */
  refreshMs: 2000,
  /** The voting list reloads once the search has this many characters, or when it is cleared. */
  searchMinChars: 3,
  /** The admin's Votes tab. */
  adminPageSize: 20,
  /** A team of one could vote as a stuffed ballot: voting teams need a teammate. */
  minVotingTeamSize: 2,
} as const;

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** The label of a rating (the vote modal shows it beside the stars). */
export const ratingLabel = (rating: number) => RATING_LABELS[Math.min(Math.max(Math.round(rating), VOTING.ratingMin), VOTING.ratingMax) - VOTING.ratingMin]!;

export type RatingBand = 'green' | 'blue' | 'yellow' | 'orange' | 'red';

/** The spec's colour bands for an average rating: >=4.5 green, >=3.5 blue, >=2.5 yellow, >=1.5 orange, else red. */
export function ratingBand(average: number): RatingBand {
  if (average >= 4.5) return 'green';
  if (average >= 3.5) return 'blue';
  if (average >= 2.5) return 'yellow';
  if (average >= 1.5) return 'orange';
  return 'red';
}

export const VOTE_MSG = {
  submitted: 'Vote submitted successfully!',
  completed: 'Congratulations! You have completed voting for all teams!',
  completedLabel: 'Completed Voting',
  updated: 'Vote updated successfully!', // ours
  withdrawn: 'Vote withdrawn', // ours
  ratingInvalid: `Rating must be a whole number from ${VOTING.ratingMin} to ${VOTING.ratingMax}`, // ours
  commentRequired: 'Please write a comment', // ours
  commentTooLong: `Comment must be at most ${VOTING.commentMax} characters`, // ours
  votingClosed: 'Voting is closed right now. Votes can be cast, changed or withdrawn only while voting is open.', // ours
  leaderOnly: 'Only team leaders can vote', // ours
  ownTeam: 'You cannot vote for your own team', // ours
  alreadyVoted: 'Your team has already voted for this team. Change its vote instead.', // ours
  teamTooSmall: 'Teams of one cannot vote: find at least one teammate first', // ours
  teamTooNew: 'Only teams formed before voting opened can vote', // ours
  blindHidden: 'Rate this team to see its average', // ours
  blindOn: 'Leaders see a team’s average only after rating it', // ours
  blindOff: 'Leaders see every team’s average and vote count', // ours
  deletedVoter: 'Deleted user', // ours
  noVote: 'Your team has not voted for this team', // ours
  teamNotFound: 'Team not found', // ours
  loadFailed: 'Failed to load votes data',
  voteFailed: 'Failed to submit vote', // ours
  withdrawFailed: 'Failed to withdraw vote', // ours
  loadTeamsFailed: 'Failed to load teams for voting', // ours
} as const;

/** Rating and comment of POST and PUT /votes/teams/{id}/vote. */
export const voteInputSchema = z.object({
  rating: z
    .number({ error: VOTE_MSG.ratingInvalid })
    .int({ error: VOTE_MSG.ratingInvalid })
    .min(VOTING.ratingMin, { error: VOTE_MSG.ratingInvalid })
    .max(VOTING.ratingMax, { error: VOTE_MSG.ratingInvalid }),
  comment: requiredFreeText(VOTE_MSG.commentRequired, VOTING.commentMax, VOTE_MSG.commentTooLong),
});
export type VoteInput = z.input<typeof voteInputSchema>;

const searchText = searchFilter();

export const votingListQuerySchema = z.object({
  page: pageNumber(),
  search: searchText,
});

export const VOTE_SORTS = ['votes', 'rating', 'name'] as const;
export type VoteSort = (typeof VOTE_SORTS)[number];

export const votesByTeamQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(VOTING.adminPageSize, 100),
  search: searchText,
  sortBy: z.enum(VOTE_SORTS, { error: 'sortBy must be votes, rating or name' }).default('votes'), // ours
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'), // ours
});

export const teamVotesQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(50, 100),
});
