import { z } from 'zod';
import { isoDateTime, paginationSchema } from './api-envelope.ts';
import { PARTICIPANT_TYPES } from './roles.ts';
import { publicUserSchema } from './user.ts';

/** One event day of the admin overview's attendance table. */
export const attendanceDaySchema = z.object({
  day: z.number().int(),
  date: z.iso.date().describe('From the configured start date'),
  phase: z.enum(['Bootcamp', 'Hackathon']),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  /** Every record of the day, whatever its status. */
  recorded: z.number().int(),
  /** present / recorded * 100, one decimal; 0 with no records. */
  rate: z.number(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** Everything the Overview tab shows, counted by the server in a fixed number of queries. */
export const adminOverviewSchema = z
  .object({
    participants: z.object({
      total: z.number().int(),
      active: z.number().int(),
      bootcamp: z.number().int(),
      hackathon: z.number().int(),
      withoutMentor: z.number().int(),
    }),
    tasks: z.object({ total: z.number().int(), active: z.number().int() }),
    mentors: z.object({ total: z.number().int(), active: z.number().int() }),
    judges: z.object({ total: z.number().int(), active: z.number().int() }),
    teams: z.object({ totalTeams: z.number().int(), participantsInTeams: z.number().int(), participantsWithoutTeams: z.number().int() }),
    attendance: z.object({ recorded: z.number().int(), days: z.array(attendanceDaySchema) }),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

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

/** A participant as the mentor cards and the assignment picker show them. */
export const assignedParticipantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  collegeName: z.string().nullable(),
  participantType: z.enum(PARTICIPANT_TYPES).nullable(),
  isActive: z.boolean(),
});
export type AssignedParticipant = z.infer<typeof assignedParticipantSchema>;

/** GET /users/mentors/all: every mentor, active or not, with the participants assigned to them. */
export const mentorWithParticipantsSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    specialization: z.string().nullable(),
    experience: z.number().int().nullable(),
    isActive: z.boolean(),
    createdAt: isoDateTime,
    participants: z.array(assignedParticipantSchema),
  })
  .meta({ id: 'MentorWithParticipants' });
export type MentorWithParticipants = z.infer<typeof mentorWithParticipantsSchema>;

/** The first-run checklist's steps, in the order the Overview lists them. */
export const SETUP_STEP_KEYS = ['event', 'people', 'mentors', 'tasks', 'check-in', 'judging', 'certificates'] as const;
export type SetupStepKey = (typeof SETUP_STEP_KEYS)[number];

/** Whether each first-run step is done, read from the event itself (never stored). */
export const setupChecklistSchema = z
  .object({
    steps: z.array(z.object({ key: z.enum(SETUP_STEP_KEYS), done: z.boolean() })).describe('Every step, in SETUP_STEP_KEYS order'),
  })
  .meta({ id: 'SetupChecklist' });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
