import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { VOTING } from './votes-schemas.ts';

/** The caller's own vote on a team. */
export const ownVoteSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type OwnVote = z.infer<typeof ownVoteSchema>;

/** How far a leader is: every other team with a vote from them means done. */
export const votingProgressSchema = z
  .object({
    votedTeams: z.number().int().describe('Other teams the caller’s team has voted for'),
    totalTeams: z.number().int().describe('Every team except the caller’s own'),
    completed: z.boolean().describe('True once every other team has the caller’s team’s vote (and there is at least one)'),
  })
  .meta({ id: 'VotingProgress' });
export type VotingProgress = z.infer<typeof votingProgressSchema>;

/** A team on the leader's voting list. */
export const teamWithRatingSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    teamNumber: z.number().int(),
    description: z.string(),
    leader: z.object({ _id: z.string(), name: z.string() }).nullable(),
    problemStatement: z.object({ _id: z.string(), title: z.string() }).nullable(),
    memberCount: z.number().int(),
    totalVotes: z
      .number()
      .int()
      .nullable()
      .describe('Votes for the team; null while blind voting hides it because the caller’s team has not rated this team yet'),
    averageRating: z.number().nullable().describe('Mean of all ratings, 2 decimals; null without votes, or hidden by blind voting like totalVotes'),
    hasVoted: z.boolean().describe('The caller’s team has a vote for this team (whoever of its leaders cast it)'),
    myVote: ownVoteSchema.nullable().describe('The caller’s team’s vote'),
  })
  .meta({ id: 'TeamWithRating' });
export type TeamWithRating = z.infer<typeof teamWithRatingSchema>;

/** Whether the caller may cast a new vote, and in plain words why not. */
export const votingEligibilitySchema = z
  .object({
    canVote: z.boolean().describe(`The caller leads a team of at least ${VOTING.minVotingTeamSize} that was formed before voting opened`),
    reason: z.string().nullable().describe('Why not, as the server would refuse a vote; null when canVote'),
  })
  .meta({ id: 'VotingEligibility' });
export type VotingEligibility = z.infer<typeof votingEligibilitySchema>;

/** One of the caller's votes, with the team it is for. */
export const myVoteSchema = ownVoteSchema.extend({
  _id: z.string(),
  team: z.object({ _id: z.string(), name: z.string(), teamNumber: z.number().int() }),
});
export type MyVote = z.infer<typeof myVoteSchema>;

/** A vote as the superadmin reads it: which team, who cast it, how many stars, what they said, when. */
export const teamVoteSchema = z
  .object({
    _id: z.string(),
    voter: z
      .object({ _id: z.string(), name: z.string(), email: z.string(), team: z.object({ _id: z.string(), name: z.string() }).nullable() })
      .nullable()
      .describe('Who cast or last changed it, with the team they are in now; null once their account is deleted'),
    voterTeam: z.object({ _id: z.string(), name: z.string() }).describe('The team the vote belongs to'),
    rating: z.number().int(),
    comment: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'TeamVote' });
export type TeamVote = z.infer<typeof teamVoteSchema>;

/** A row of the admin's Votes tab. */
export const teamVoteSummarySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    teamNumber: z.number().int(),
    leader: z.object({ _id: z.string(), name: z.string() }).nullable(),
    members: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(['leader', 'member']) })),
    totalVotes: z.number().int(),
    averageRating: z.number().nullable(),
  })
  .meta({ id: 'TeamVoteSummary' });
export type TeamVoteSummary = z.infer<typeof teamVoteSummarySchema>;

export const voteStatisticsSchema = z
  .object({
    totalVotes: z.number().int(),
    totalTeams: z.number().int(),
    teamsWithVotes: z.number().int(),
    teamsWithoutVotes: z.number().int(),
    averageRating: z.number().nullable().describe('Mean of every rating, 2 decimals'),
  })
  .meta({ id: 'VoteStatistics' });
export type VoteStatistics = z.infer<typeof voteStatisticsSchema>;
