import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inUuids } from '../../db/uuid-list.ts';
import { users } from '../../db/schema/index.ts';

/**
 * totalScore = 10 per present day + the scores of graded submissions. Called in the same
 * transaction as any change to either, so the stored score is never stale. Several users at once
 * take two statements, however many they are.
 */
export async function recomputeScores(tx: Db, userIds: string[]) {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort();
  // Lock the rows first (in id order, the order every path takes), so the update below starts
  // after every other transaction that changed these users' records has committed, and counts
  // them (READ COMMITTED takes a snapshot per statement). Without it two simultaneous changes each
  // count only their own rows, and the last to write wins. 'no key update' leaves foreign-key
  // checks on the rows unblocked.
  await tx.select({ id: users.id }).from(users).where(inUuids(users.id, ids)).orderBy(asc(users.id)).for('no key update');
  await tx.update(users).set({ totalScore: totalScore() }).where(inUuids(users.id, ids));
}

/** A grade that the statement recomputing the total writes itself, in a sibling CTE. */
export interface PendingGrade {
  submissionId: string;
  score: number;
}

/**
 * One day's marks that the statement recomputing the totals writes itself, in a sibling CTE: on
 * `date`, the people in `present` count as present and the others as not.
 */
export interface PendingMarks {
  date: string;
  present: readonly string[];
}

/**
 * A participant's total as the app counts it: 10 per present day plus every graded score.
 * Pending changes are counted as written: a data-modifying CTE's change is invisible to the rest
 * of its statement.
 */
function totalScore(pending: { grade?: PendingGrade; marks?: PendingMarks } = {}): SQL {
  const { grade, marks } = pending;
  const presentDays = marks
    ? sql`(select count(*) from "attendance" as "a" where "a"."user_id" = "users"."id" and "a"."status" = 'present' and "a"."date" <> ${marks.date}::date)
        + (${inUuids(users.id, marks.present)})::integer`
    : sql`(select count(*) from "attendance" as "a" where "a"."user_id" = "users"."id" and "a"."status" = 'present')`;
  if (!grade) {
    return sql`10 * (${presentDays}) + coalesce((select sum("s"."score") from "submissions" as "s" where "s"."user_id" = "users"."id" and "s"."status" in ('graded', 'completed')), 0)`;
  }
  const mine = sql`"s"."id" = ${grade.submissionId}`;
  return sql`10 * (${presentDays}) + coalesce((select sum(case when ${mine} then ${grade.score}::integer else "s"."score" end) from "submissions" as "s"
    where "s"."user_id" = "users"."id" and ("s"."status" in ('graded', 'completed') or ${mine})), 0)`;
}

/**
 * The statement that sets one participant's total, to run inside a larger one (a grade's). The
 * caller must hold the participant's row lock, taken by an earlier statement.
 */
export const scoreUpdate = (tx: Db, userId: string, pending: PendingGrade) =>
  tx
    .update(users)
    .set({ totalScore: totalScore({ grade: pending }) })
    .where(eq(users.id, userId));

/**
 * The statement that sets several participants' totals while a sibling writes their marks of one
 * day (a bulk mark's). The caller must hold their row locks, taken by an earlier statement, so
 * every other day counted here is committed.
 */
export const scoresUpdateWithMarks = (tx: Db, userIds: readonly string[], marks: PendingMarks) =>
  tx
    .update(users)
    .set({ totalScore: totalScore({ marks }) })
    .where(inUuids(users.id, userIds));

export const recomputeScore = (tx: Db, userId: string) => recomputeScores(tx, [userId]);
