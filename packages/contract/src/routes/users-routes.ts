import { z } from 'zod';
import { ok, paginationWith } from '../api-envelope.ts';
import { defineRoute } from '../define-route.ts';
import { leaderboardQuerySchema } from '../tasks-schemas.ts';
import { leaderboardEntrySchema, leaderboardSummarySchema, mentorViewSchema } from '../tasks-types.ts';
import { pageQuery } from './common.ts';
import { myParticipantSchema } from '../mentoring-schemas.ts';

export const mentorListData = ok(z.object({ mentors: z.array(mentorViewSchema), pagination: paginationWith('totalMentors') }));

export const usersApi = {
  myMentor: defineRoute({
    method: 'GET',
    path: '/users/my-mentor',
    tag: 'users',
    summary: 'My mentor (null until one is assigned)',
    access: ['participant'],
    response: { 200: ok(z.object({ mentor: mentorViewSchema.nullable() })) },
  }),
  myParticipants: defineRoute({
    method: 'GET',
    path: '/users/my-participants',
    tag: 'users',
    summary: 'The participants assigned to me, by name, each with their progress report',
    access: ['mentor'],
    response: { 200: ok(z.object({ participants: z.array(myParticipantSchema) })) },
  }),
  leaderboard: defineRoute({
    method: 'GET',
    path: '/users/leaderboard',
    tag: 'users',
    summary: 'Ranked participants, mentors or admins, paged and searchable',
    access: 'bootcamp-or-staff',
    query: leaderboardQuerySchema,
    response: { 200: ok(z.object({ leaderboard: z.array(leaderboardEntrySchema), pagination: paginationWith('totalUsers') })) },
  }),
  leaderboardSummary: defineRoute({
    method: 'GET',
    path: '/users/leaderboard/summary',
    tag: 'users',
    summary: "The leaderboard page's summary cards",
    access: 'user',
    response: { 200: ok(leaderboardSummarySchema) },
  }),
  mentors: defineRoute({
    method: 'GET',
    path: '/users/mentors',
    tag: 'users',
    summary: 'The mentor directory, paged and searchable',
    access: 'user',
    query: z.object(pageQuery(20)),
    response: { 200: mentorListData },
  }),
} as const;
