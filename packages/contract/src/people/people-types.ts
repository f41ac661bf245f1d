import { z } from 'zod';
import { isoDateTime, paginationSchema } from '../shared/api-envelope.ts';
import { publicUserSchema } from './public-user.ts';

const personRef = z.object({ _id: z.string(), name: z.string() });

/** A user as the admin's users table lists them: the public fields and their mentor. */
export const adminUserSchema = publicUserSchema
  .extend({
    mentor: personRef.nullable().describe("A participant's mentor, null when none is assigned"),
    invitedAt: isoDateTime.nullable().describe('When the last invitation mail went out; null when none was sent'),
    joinedAt: isoDateTime.nullable().describe('The first sign-in or chosen password; null while nobody has used the account'),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The View dialog: the row plus where the person stands in the event. */
export const adminUserDetailSchema = adminUserSchema
  .extend({
    team: z.object({ _id: z.string(), name: z.string(), teamNumber: z.number().int(), role: z.enum(['leader', 'member']) }).nullable(),
    assignedParticipants: z.number().int().describe("A mentor's participants"),
    assignedTeams: z.number().int().describe("A judge's teams"),
    presentDays: z.number().int(),
    submissions: z.number().int(),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** GET /users/{id}/impact: what deleting the person takes with them, for the dialog to show first. */
export const userDeletionImpactSchema = z
  .object({
    totalScore: z.number().int().describe('Their score, gone from the leaderboard with them'),
    submissions: z.number().int(),
    gradedSubmissions: z.number().int(),
    gradedPoints: z.number().int().describe('The scores of their graded submissions'),
    attendanceMarks: z.number().int(),
    presentDays: z.number().int(),
    votes: z.number().int().describe('Votes they cast as a team leader: they stay with their team, without a voter'),
    judgeAssignments: z.number().int().describe('Teams assigned to them to judge'),
    evaluations: z.number().int().describe('Scores they gave as a judge: the results change'),
    mentees: z.number().int().describe('Participants left without a mentor'),
    files: z.number().int().describe('Files they uploaded'),
    team: z
      .object({
        _id: z.string(),
        name: z.string(),
        role: z.enum(['leader', 'member']),
        disbanded: z.boolean().describe('They are its last member: the team goes too'),
        nextLeader: personRef.nullable().describe('Who leads it after them, when they lead it and others remain'),
      })
      .nullable(),
  })
  .meta({ id: 'UserDeletionImpact' });
export type UserDeletionImpact = z.infer<typeof userDeletionImpactSchema>;

export const userPaginationSchema = paginationSchema.extend({
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
