import type { Db } from '../../db/client.ts';
import * as q from './scores.queries.ts';

/**
 * A participant's total score (10 per present day + the scores of graded work), stored on their
 * user row and kept in step in the transaction of every change to either (recomputed, or for a
 * write of marks moved by the present days it changes); the leaderboard ranks by it. Attendance,
 * grading and tasks call these inside their own transactions.
 */
export function createScoresService() {
  return {
    /**
     * For services that change attendance or grades, inside their transaction, after the change.
     * It locks the user row, so call it last and, for several users, in one order (sorted ids).
     */
    recomputeScore: (tx: Db, userId: string) => q.recomputeScore(tx, userId),
    /**
     * The statement that sets one participant's total, counting a grade being written in the
     * same statement; to run inside that statement, with the participant's row already locked.
     */
    scoreUpdate: (tx: Db, userId: string, pending: q.PendingGrade) => q.scoreUpdate(tx, userId, pending),
    /** The statement that moves participants' totals by the present days a write of marks changes, inside that write's statement. */
    addPresentDays: (tx: Db, changes: readonly q.PresentDaysChange[]) => q.addPresentDays(tx, changes),
    /** The same for several users in two statements; locks their rows in id order. */
    recomputeScores: (tx: Db, userIds: string[]) => q.recomputeScores(tx, userIds),
  };
}
export type ScoresService = ReturnType<typeof createScoresService>;
