import { z } from 'zod';

export const FEEDBACK_MAX = 5000;

export const GRADE_MSG = {
  required: 'Please provide both score and feedback',
  /** When the event does not require feedback ("Feedback required with a grade" off). */
  scoreRequired: 'Please provide a score', // ours
  /** The Settings switch "Feedback required with a grade", on and off. */
  feedbackRequiredOn: 'Mentors write feedback with every score they give', // ours
  feedbackRequiredOff: 'Mentors may save a score without feedback', // ours
  failed: 'Failed to provide feedback',
  loadFailed: 'Failed to load task submissions',
  saved: 'Grade saved successfully', // ours
  scoreNotNumber: 'Score must be a number', // ours
  scoreWhole: 'Score must be a whole number', // ours
  scoreRange: (maxScore: number) => `Score must be between 0 and ${maxScore}`, // ours
  scoreNegative: 'Score must be 0 or more', // ours
  feedbackText: 'Feedback must be text', // ours
  feedbackTooLong: `Feedback must be at most ${FEEDBACK_MAX} characters`, // ours
  notYourParticipant: 'You can only grade submissions of participants assigned to you', // ours
} as const;

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
 * POST and PUT /submissions/{id}/grade. A missing (empty) score or feedback comes out undefined:
 * whether it may be missing is the event's setting "Feedback required with a grade", which the
 * server reads with the submission it grades. It answers the spec's one message while the
 * setting is on (`gradeMissing`); the score's upper bound is the task's maxScore, checked there too.
 */
const orAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (missing(v) ? undefined : v), schema.optional());
export const gradeSchema = z.object({ score: orAbsent(score), feedback: orAbsent(feedback) });
export type GradeInput = z.input<typeof gradeSchema>;

/**
 * The grade's first missing field and its message, or null: score then feedback, as the spec's
 * screen reports them. Feedback may be missing only when the event does not require it.
 */
export function gradeMissing(input: { score?: number; feedback?: string }, feedbackRequired: boolean): { field: 'score' | 'feedback'; msg: string } | null {
  if (input.score === undefined) return { field: 'score', msg: feedbackRequired ? GRADE_MSG.required : GRADE_MSG.scoreRequired };
  if (feedbackRequired && !input.feedback) return { field: 'feedback', msg: GRADE_MSG.required };
  return null;
}
