import { z } from 'zod';

export const GRADE_MSG = {
  required: 'Please provide both score and feedback',
  failed: 'Failed to provide feedback',
  loadFailed: 'Failed to load task submissions',
  saved: 'Grade saved successfully', // ours
  scoreNotNumber: 'Score must be a number', // ours
  scoreWhole: 'Score must be a whole number', // ours
  scoreRange: (maxScore: number) => `Score must be between 0 and ${maxScore}`, // ours
  scoreNegative: 'Score must be 0 or more', // ours
  feedbackText: 'Feedback must be text', // ours
  feedbackTooLong: 'Feedback must be at most 5000 characters', // ours
  notYourParticipant: 'You can only grade submissions of participants assigned to you', // ours
} as const;

export const FEEDBACK_MAX = 5000;

const missing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number, or the text of one as a form field sends it; anything else is not a score. */
const score = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .max(20, { abort: true })
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: GRADE_MSG.scoreNotNumber },
  )
  .pipe(z.number({ error: GRADE_MSG.scoreNotNumber }).int({ error: GRADE_MSG.scoreWhole }).min(0, { error: GRADE_MSG.scoreNegative }));

const feedback = z.string({ error: GRADE_MSG.feedbackText }).trim().max(FEEDBACK_MAX, { error: GRADE_MSG.feedbackTooLong, abort: true });

/**
 * POST and PUT /submissions/{id}/grade. Both fields are required first (the spec's one message);
 * the score's upper bound is the task's maxScore, checked by the server where the task is known.
 */
export const gradeSchema = z
  .object({ score: z.unknown().optional(), feedback: z.unknown().optional() })
  .superRefine((v, ctx) => {
    const absent = (['score', 'feedback'] as const).find((k) => missing(v[k]));
    if (absent) ctx.addIssue({ code: 'custom', message: GRADE_MSG.required, path: [absent], abort: true });
  })
  .pipe(z.object({ score, feedback }));
export type GradeInput = z.input<typeof gradeSchema>;
