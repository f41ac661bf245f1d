import { z } from 'zod';
import { DAY_LABELS } from './event.ts';
import { idFilter, pageLimit, pageNumber, searchFilter, uuidParam } from './routes/common.ts';
import { TASK_MSG } from './tasks-schemas.ts';

/** The texts of the mentor dashboard (docs/product.md, Mentors). */
export const MENTOR_MSG = {
  loading: 'Loading mentor dashboard...',
  noParticipantsTitle: 'No participants found',
  noParticipants: 'There are no participants assigned to you.',
  chooseDate: 'Choose a date...',
  noTasksForDay: 'No tasks assigned for this day',
  feedbackPlaceholder: 'Provide constructive feedback...',
  loadFailed: 'Failed to load mentor dashboard data', // ours
  submissionDeleted: 'Submission deleted', // ours
  queueLoadFailed: 'Failed to load the review queue', // ours
  caughtUp: 'All caught up', // ours
  caughtUpAll: 'No submission is waiting for a grade.', // ours
  caughtUpFiltered: 'Nothing is waiting for a grade under these filters.', // ours
  submissionMissing: 'This submission does not exist any more, or it belongs to another mentor’s participant.', // ours
} as const;

/**
 * A participant's progress as the Daily Reports show it, computed by the server (docs/product.md):
 * attendance rate = present / records * 100 and the average score in percent of each task's
 * maximum, both to 1 decimal, null while there is nothing to average.
 */
export const participantReportSchema = z.object({
  presentDays: z.number().int(),
  absentDays: z.number().int(),
  records: z.number().int().describe('Attendance records of any status'),
  attendanceRate: z.number().nullable().describe('present / records * 100, 1 decimal; null with no records'),
  tasksSubmitted: z.number().int(),
  tasksGraded: z.number().int(),
  averageScore: z.number().nullable().describe('Mean of score / maxScore * 100 over graded submissions, 1 decimal, out of 100; null with none graded'),
});
export type ParticipantReport = z.infer<typeof participantReportSchema>;

export const myParticipantSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    collegeName: z.string().nullable(),
    participantType: z.enum(['bootcamp', 'hackathon']).nullable(),
    totalScore: z.number().int(),
    profilePicture: z.string().nullable(),
    report: participantReportSchema,
  })
  .meta({ id: 'MyParticipant' });
export type MyParticipant = z.infer<typeof myParticipantSchema>;

const page = pageNumber();
const limit = pageLimit(100, 100);

/** GET /tasks/{id}/submissions: pages of up to 100. */
export const submissionPageQuerySchema = z.object({ page, limit });

/** GET /submissions/pending: the review queue, of one day's or one task's work if asked. */
export const reviewQueueQuerySchema = z.object({
  page,
  limit,
  day: z.enum(DAY_LABELS as [string, ...string[]], { error: TASK_MSG.dayInvalid }).optional(),
  taskId: idFilter(),
  /** Every word in the participant's name or email, in any order. */
  search: searchFilter(),
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

/** GET /submissions: staff lists, optionally one task's or one review state's. */
export const submissionListQuerySchema = z.object({
  page,
  limit,
  taskId: uuidParam(TASK_MSG.notFound).optional(),
  status: z.enum(['pending', 'graded'], { error: "Status must be 'pending' or 'graded'" }).optional(),
});

/** GET /submissions/task-counts: per task, the caller's participants' work (the Task Reviews cards). */
export const taskSubmissionCountsSchema = z.object({
  taskId: z.string(),
  submissions: z.number().int(),
  graded: z.number().int(),
  pending: z.number().int(),
});
export type TaskSubmissionCounts = z.infer<typeof taskSubmissionCountsSchema>;
