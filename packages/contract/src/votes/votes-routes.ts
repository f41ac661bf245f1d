import { z } from 'zod';
import { ok, paginationWith } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { VOTE_MSG, VOTING, teamVotesQuerySchema, voteInputSchema, votesByTeamQuerySchema, votingListQuerySchema } from './votes-schemas.ts';
import {
  myVoteSchema,
  ownVoteSchema,
  teamVoteSchema,
  teamVoteSummarySchema,
  teamWithRatingSchema,
  voteStatisticsSchema,
  votingEligibilitySchema,
  votingProgressSchema,
} from './votes-types.ts';
import { idParams } from '../shared/route-params.ts';

const params = idParams(VOTE_MSG.teamNotFound);
const voteChange = ok(z.object({ vote: ownVoteSchema.nullable(), progress: votingProgressSchema }));
const leaderRules =
  'A vote belongs to the voting team: its current leader casts, changes or withdraws it, only while voting is open, never for their own team.';

export const votesApi = {
  teamsWithRatings: defineRoute({
    method: 'GET',
    path: '/votes/teams-with-ratings',
    tag: 'votes',
    summary: `Every team except mine, ${VOTING.pageSize} per page, with its ratings and my team’s vote`,
    description:
      'The search matches team names. `progress` counts all other teams, whatever the search. With blind voting on, a team’s count and average are null until my team has rated it. `eligibility` says whether I may cast a new vote.',
    access: ['participant'],
    query: votingListQuerySchema,
    response: {
      200: ok(
        z.object({
          teams: z.array(teamWithRatingSchema),
          pagination: paginationWith('totalTeams'),
          progress: votingProgressSchema,
          eligibility: votingEligibilitySchema,
        }),
      ),
    },
  }),
  cast: defineRoute({
    method: 'POST',
    path: '/votes/teams/:id/vote',
    tag: 'votes',
    summary: `Vote for a team: a rating ${VOTING.ratingMin}-${VOTING.ratingMax} and a comment`,
    description: `${leaderRules} One vote per voting team and rated team, whoever leads: a second one is refused (change it with PUT). Only teams of at least ${VOTING.minVotingTeamSize} members formed before voting opened may cast.`,
    access: ['participant'],
    params,
    body: voteInputSchema,
    response: { 201: voteChange },
    errors: [403, 404, 409],
  }),
  change: defineRoute({
    method: 'PUT',
    path: '/votes/teams/:id/vote',
    tag: 'votes',
    summary: 'Change my vote for a team',
    description: leaderRules,
    access: ['participant'],
    params,
    body: voteInputSchema,
    response: { 200: voteChange },
    errors: [404],
  }),
  withdraw: defineRoute({
    method: 'DELETE',
    path: '/votes/teams/:id/vote',
    tag: 'votes',
    summary: 'Withdraw my vote for a team',
    description: leaderRules,
    access: ['participant'],
    params,
    response: { 200: voteChange },
    errors: [404],
  }),
  check: defineRoute({
    method: 'GET',
    path: '/votes/teams/:id/check-vote',
    tag: 'votes',
    summary: 'Has my team voted for this team, and how',
    access: ['participant'],
    params,
    response: { 200: ok(z.object({ hasVoted: z.boolean(), vote: ownVoteSchema.nullable() })) },
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/votes/my-votes',
    tag: 'votes',
    summary: 'Every vote my team has cast, in team order',
    access: ['participant'],
    response: { 200: ok(z.object({ votes: z.array(myVoteSchema), progress: votingProgressSchema })) },
  }),
  teamVotes: defineRoute({
    method: 'GET',
    path: '/votes/teams/:id/votes',
    tag: 'votes',
    summary: "A team's votes with the voting team, the voter, rating, comment and date, newest first",
    access: ['superadmin'],
    params,
    query: teamVotesQuerySchema,
    response: { 200: ok(z.object({ votes: z.array(teamVoteSchema), pagination: paginationWith('totalVotes') })) },
  }),
  allByTeam: defineRoute({
    method: 'GET',
    path: '/votes/admin/all-votes-by-team',
    tag: 'votes',
    summary: 'Teams with their members, vote count and average rating, with totals',
    description: 'Sorted by votes, rating or name; teams without votes sort as 0 votes and below every rating.',
    access: ['superadmin'],
    query: votesByTeamQuerySchema,
    response: { 200: ok(z.object({ teams: z.array(teamVoteSummarySchema), statistics: voteStatisticsSchema, pagination: paginationWith('totalTeams') })) },
  }),
} as const;
