import { GRADE_MSG, type FieldError } from '@hackcamp/contract';

export interface GradeFieldErrors {
  score?: string;
  feedback?: string;
}

/**
 * The grade form's own check, in the contract's words, one message per field: the mentor sees
 * what to fix beside the field before anything is sent. The server checks the same again.
 * Feedback is needed only while the event's "Feedback required with a grade" is on.
 */
export function checkGrade(score: string, feedback: string, max: number, feedbackRequired = true): GradeFieldErrors {
  const errors: GradeFieldErrors = {};
  const text = score.trim();
  if (text === '') errors.score = feedbackRequired ? GRADE_MSG.required : GRADE_MSG.scoreRequired;
  else if (text.length > 20 || !/^-?\d+(\.\d+)?$/.test(text)) errors.score = GRADE_MSG.scoreNotNumber;
  else if (!Number.isInteger(Number(text))) errors.score = GRADE_MSG.scoreWhole;
  else if (Number(text) < 0 || Number(text) > max) errors.score = GRADE_MSG.scoreRange(max);
  // The spec's one message names both fields: said once, at the first missing one, as the server does.
  if (feedbackRequired && feedback.trim() === '' && text !== '') errors.feedback = GRADE_MSG.required;
  return errors;
}

/** A 400's field errors, placed on the form's fields; anything else stays for the toast. */
export function gradeErrorsFrom(errors: readonly FieldError[]): GradeFieldErrors {
  const out: GradeFieldErrors = {};
  for (const e of errors) if ((e.field === 'score' || e.field === 'feedback') && !out[e.field]) out[e.field] = e.msg;
  return out;
}
