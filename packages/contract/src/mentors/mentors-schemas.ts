import { z } from 'zod';

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
