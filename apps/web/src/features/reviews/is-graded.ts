import type { Submission } from '@hackcamp/contract';

/** Graded work (the spec's status 'graded'; 'completed' is the older name for the same). */
export const isGraded = (s: Pick<Submission, 'status'>) => s.status === 'graded' || s.status === 'completed';
