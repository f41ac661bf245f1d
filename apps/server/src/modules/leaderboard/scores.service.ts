import type { Db } from '../../db/client.ts';
import * as q from './scores.queries.ts';

/**
 * A participant's total score (10 per present day + the scores of graded work), stored on their
 * user row and recomputed in the transaction of every change to either; the leaderboard ranks by
 * it. Attendance, grading and tasks call these inside their own transactions.
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
    /** The same for several participants, counting one day's marks being written in the same statement. */
    scoresUpdateWithMarks: (tx: Db, userIds: readonly string[], marks: q.PendingMarks) => q.scoresUpdateWithMarks(tx, userIds, marks),
    /** The same for several users in two statements; locks their rows in id order. */
    recomputeScores: (tx: Db, userIds: string[]) => q.recomputeScores(tx, userIds),
  };
}
export type ScoresService = ReturnType<typeof createScoresService>;
