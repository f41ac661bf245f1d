import type { Submission, SubmissionStatus } from '@hackcamp/contract';

export type DisplayStatus = 'completed' | 'under_review' | 'not_submitted';

/** Per task: completed (graded, or has a score), under review (submitted or pending), or not submitted. */
export function displayStatus(submission: Pick<Submission, 'status' | 'score'> | undefined): DisplayStatus {
  if (!submission) return 'not_submitted';
  if (submission.status === 'graded' || submission.status === 'completed' || submission.score !== null) return 'completed';
  return 'under_review';
}

const PENDING: SubmissionStatus[] = ['pending', 'submitted'];
const DONE: SubmissionStatus[] = ['completed', 'graded'];
export const countPending = (subs: Pick<Submission, 'status'>[]) => subs.filter((s) => PENDING.includes(s.status)).length;
export const countCompleted = (subs: Pick<Submission, 'status'>[]) => subs.filter((s) => DONE.includes(s.status)).length;
