import { z } from 'zod';
import { ADMIN_MSG, userListQuerySchema, userUpdateSchema } from './people-schemas.ts';
import { isoDateTime, noData, ok, paginationWith } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { ACCOUNT_LINKS } from '../shared/event.ts';
import { publicUserSchema } from './public-user.ts';
import { idParams, pageQuery } from '../shared/route-params.ts';
import { myParticipantSchema } from '../mentors/mentors-schemas.ts';
import { adminUserDetailSchema, adminUserSchema, userDeletionImpactSchema, userPaginationSchema } from './people-types.ts';
import { mentorWithParticipantsSchema, mentorViewSchema } from '../mentors/mentors-types.ts';
import { leaderboardQuerySchema, leaderboardEntrySchema, leaderboardSummarySchema } from '../leaderboard/leaderboard-schemas.ts';
import { addParticipantSchema } from '../staff/staff-schemas.ts';

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
  myRank: defineRoute({
    method: 'GET',
    path: '/users/my-rank',
    tag: 'users',
    summary: 'My own place on the participants leaderboard (null when not ranked)',
    access: 'bootcamp',
    response: { 200: ok(z.object({ entry: leaderboardEntrySchema.nullable() })) },
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

  // The admin's people management: superadmins only.
  list: defineRoute({
    method: 'GET',
    path: '/users',
    tag: 'users',
    summary: 'Everyone, paged, searchable by name or email, filtered by role and sorted',
    description: 'Default sort: createdAt descending. Ties are broken by id, so pages never overlap.',
    access: ['superadmin'],
    query: userListQuerySchema,
    response: { 200: ok(z.object({ users: z.array(adminUserSchema), pagination: userPaginationSchema })) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/users',
    tag: 'users',
    summary: 'Add one participant (bootcamp or hackathon-only)',
    description: `The walk-in on day 1. When the server has mail set up (SMTP_URL) the person is mailed a single-use invitation link valid ${ACCOUNT_LINKS.invitationDays} days, where they choose their password; otherwise the answer carries a generated \`temporaryPassword\`, shown this once, that must be replaced at first sign-in. Audited like every account an organiser creates.`,
    access: ['superadmin'],
    body: addParticipantSchema,
    response: {
      201: ok(
        z.object({
          user: publicUserSchema,
          temporaryPassword: z.string().optional().describe('Only without mail: shown this once, stored only as a hash'),
          invited: z.boolean().describe('True when an invitation mail went out instead of a temporary password'),
        }),
      ),
    },
    errors: [409],
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/users/:id/invite',
    tag: 'users',
    summary: 'Send (again) an invitation mail to a person who has not signed in yet',
    description: `A new single-use link valid ${ACCOUNT_LINKS.invitationDays} days; the previous invitation link stops working. Also for an imported account that never signed in. 409 for a person who has already joined, or when this server has no mail set up; 429 after several resends to one person within minutes; 502 when the mail server refuses it (the new link is kept: try again).`,
    access: ['superadmin'],
    params: idParams(ADMIN_MSG.userNotFound),
    response: { 200: ok(z.object({ invitedAt: isoDateTime })) },
    errors: [409, 429, 502],
  }),
  mentorsAll: defineRoute({
    method: 'GET',
    path: '/users/mentors/all',
    tag: 'users',
    summary: 'Every mentor, active or not, each with the participants assigned to them',
    access: ['superadmin'],
    response: { 200: ok(z.object({ mentors: z.array(mentorWithParticipantsSchema) })) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/users/:id',
    tag: 'users',
    summary: 'One person with their team, mentor and assignments',
    access: ['superadmin'],
    params: idParams(ADMIN_MSG.userNotFound),
    response: { 200: ok(z.object({ user: adminUserDetailSchema })) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/users/:id',
    tag: 'users',
    summary: "Change a person's profile or role",
    description:
      'A participant given a staff role leaves their team and mentor; a mentor given another role loses their participants; a judge loses their teams. The last active superadmin keeps the role.',
    access: ['superadmin'],
    params: idParams(ADMIN_MSG.userNotFound),
    body: userUpdateSchema,
    response: { 200: ok(z.object({ user: adminUserDetailSchema })) },
    errors: [409],
  }),
  impact: defineRoute({
    method: 'GET',
    path: '/users/:id/impact',
    tag: 'users',
    summary: 'What deleting a person would take with them',
    description:
      'Counted now, for the delete dialog: their submissions and graded points, attendance marks, votes, judge assignments and evaluations, files, the participants who lose them as mentor, and what happens to their team. The deletion counts again under its locks and writes those counts to the audit trail.',
    access: ['superadmin'],
    params: idParams(ADMIN_MSG.userNotFound),
    response: { 200: ok(z.object({ impact: userDeletionImpactSchema })) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/users/:id',
    tag: 'users',
    summary: 'Delete a person and everything that is only theirs',
    description:
      'Their attendance, submissions, votes, sessions and assignments go with them. A team they led passes to its next member, or is disbanded when they were its last. Nobody deletes their own account or the last active superadmin.',
    access: ['superadmin'],
    params: idParams(ADMIN_MSG.userNotFound),
    response: { 200: ok(noData) },
    errors: [409],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/users/:id/reset-password',
    tag: 'users',
    summary: "Reset a person's password to a generated temporary one",
    description:
      'For someone who lost their password: every session of theirs ends, their next sign-in must choose a new password, and the audit trail records who reset it. The temporary password is answered this once and stored only as a hash. Your own password is changed from your profile instead.',
    access: ['superadmin'],
    params: idParams(ADMIN_MSG.userNotFound),
    response: {
      200: ok(
        z.object({
          temporaryPassword: z.string().describe('Shown this once; the person must replace it at their next sign-in'),
        }),
      ),
    },
  }),
  toggleStatus: defineRoute({
    method: 'PATCH',
    path: '/users/:id/toggle-status',
    tag: 'users',
    summary: 'Activate or deactivate a person',
    description: 'A deactivated person cannot sign in, and every token they hold stops working at once.',
    access: ['superadmin'],
    params: idParams(ADMIN_MSG.userNotFound),
    response: { 200: ok(z.object({ user: adminUserSchema })) },
    errors: [409],
  }),
} as const;
