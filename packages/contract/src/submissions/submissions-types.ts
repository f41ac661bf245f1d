import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';

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

/** GET /submissions/task-counts: per task, the caller's participants' work (the Task Reviews cards). */
export const taskSubmissionCountsSchema = z.object({
  taskId: z.string(),
  submissions: z.number().int(),
  graded: z.number().int(),
  pending: z.number().int(),
});
export type TaskSubmissionCounts = z.infer<typeof taskSubmissionCountsSchema>;
