import { z } from 'zod';
import { isoDateTime } from './api-envelope.ts';
import { EVENT } from './event.ts';
import { participantEmail } from './participant-email.ts';

export const taskViewSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    day: z.string().describe('day1 .. day12'),
    maxScore: z.number().int(),
    isActive: z.boolean(),
    dueDate: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskViewSchema>;

/** GET /tasks/{id}/impact: what deleting the task would remove, for the confirmation to show. */
export const taskDeleteImpactSchema = z
  .object({
    submissions: z.number().int().describe('Submissions of the task, deleted with it'),
    graded: z.number().int().describe('Of them graded: their scores count in participants’ totals'),
    points: z.number().int().describe('The graded scores, taken off participants’ total scores'),
  })
  .meta({ id: 'TaskDeleteImpact' });
export type TaskDeleteImpact = z.infer<typeof taskDeleteImpactSchema>;

export const SUBMISSION_STATUSES = ['pending', 'submitted', 'completed', 'graded'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissionSchema = z
  .object({
    _id: z.string(),
    userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    taskId: z.object({ _id: z.string(), title: z.string(), day: z.string(), maxScore: z.number().int() }),
    submissionType: z.enum(['text', 'link']),
    status: z.enum(SUBMISSION_STATUSES),
    content: z.object({
      text: z.string(),
      link: z.string(),
      linkTitle: z.string(),
      fileUrl: z.string().nullable().describe('Where the uploaded file downloads from (signed-in owner, their mentor, superadmins)'),
      fileName: z.string().nullable(),
    }),
    score: z.number().int().nullable(),
    feedback: z.string().nullable(),
    submittedAt: isoDateTime,
    isLate: z
      .boolean()
      .describe(
        "Handed in after the task's due date, as judged when it was handed in (an edit hands it in anew); moving the due date later does not change it",
      ),
    gradedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof submissionSchema>;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
/** How an attendance record was made (issue 31): a mentor's or superadmin's mark, self check-in, a scanned code. */
export const ATTENDANCE_SOURCES = ['mentor', 'self', 'check-in'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const attendanceRecordSchema = z.object({
  _id: z.string(),
  date: z.iso.date(),
  day: z.number().int().describe(`Event day 1-${EVENT.totalDays}`),
  status: z.enum(ATTENDANCE_STATUSES),
  session: z.string(),
  source: z.enum(ATTENDANCE_SOURCES).describe('Who marked it: a mentor or superadmin, the participant (self check-in), or a scanned code'),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const leaderboardEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: participantEmail,
  collegeName: z.string().nullable(),
  totalScore: z.number().int(),
  rank: z.number().int(),
  description: z.string().nullable(),
  skills: z.array(z.string()),
  profilePicture: z.string().nullable(),
  role: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /users/leaderboard/summary: the leaderboard page's cards, over active users. */
export const leaderboardSummarySchema = z.object({
  totalParticipants: z.number().int().describe('Every participant, bootcamp and hackathon-only'),
  rankedParticipants: z.number().int().describe('The participants ranked on the Participants tab (bootcamp programme)'),
  totalMentors: z.number().int(),
  averageScore: z.number().int().describe('Rounded mean of totalScore over all users of every role'),
  highestScore: z.number().int(),
});
export type LeaderboardSummary = z.infer<typeof leaderboardSummarySchema>;

export const mentorViewSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    description: z.string().nullable(),
    skills: z.array(z.string()),
    specialization: z.string().nullable(),
    experience: z.number().int().nullable(),
    profilePicture: z.string().nullable(),
    assignedParticipants: z.number().int().describe('How many participants are assigned to this mentor'),
  })
  .meta({ id: 'Mentor' });
export type MentorView = z.infer<typeof mentorViewSchema>;
