import { SCORE_RULES } from '@hackcamp/contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inUuids } from '../../db/uuid-list.ts';
import { users } from '../../db/schema/index.ts';

/** The rule's points per present day, as the statements below use it. */
const POINTS_PER_DAY = sql`${SCORE_RULES.pointsPerPresentDay}::integer`;

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
 * A participant's total as the app counts it: 10 per present day plus every graded score.
 * Pending changes are counted as written: a data-modifying CTE's change is invisible to the rest
 * of its statement.
 */
function totalScore(grade?: PendingGrade): SQL {
  const presentDays = sql`(select count(*) from "attendance" as "a" where "a"."user_id" = "users"."id" and "a"."status" = 'present')`;
  if (!grade) {
    return sql`${POINTS_PER_DAY} * (${presentDays}) + coalesce((select sum("s"."score") from "submissions" as "s" where "s"."user_id" = "users"."id" and "s"."status" in ('graded', 'completed')), 0)`;
  }
  const mine = sql`"s"."id" = ${grade.submissionId}`;
  return sql`${POINTS_PER_DAY} * (${presentDays}) + coalesce((select sum(case when ${mine} then ${grade.score}::integer else "s"."score" end) from "submissions" as "s"
    where "s"."user_id" = "users"."id" and ("s"."status" in ('graded', 'completed') or ${mine})), 0)`;
}

/**
 * The statement that sets one participant's total, to run inside a larger one (a grade's). The
 * caller must hold the participant's row lock, taken by an earlier statement.
 */
export const scoreUpdate = (tx: Db, userId: string, pending: PendingGrade) =>
  tx
    .update(users)
    .set({ totalScore: totalScore(pending) })
    .where(eq(users.id, userId));

/** Present days a write of marks adds to (or takes from) a participant's total. */
export interface PresentDaysChange {
  userId: string;
  days: number;
}

/**
 * The statement that adds each change's present days to its participant's total, to run inside
 * a larger one (a write of marks, whose records change in a sibling). Exact without counting: the
 * caller holds the people's row locks and read their records of the day under them, and every
 * path that changes a total or a record takes that lock first, so each total was exact when
 * locked and the change is what the sibling writes. Only people whose count changes are given:
 * the others' rows, and what every node holds of them, stay as they are.
 */
export const addPresentDays = (tx: Db, changes: readonly PresentDaysChange[]): SQL =>
  sql`update ${users} set "total_score" = ${users.totalScore} + ${POINTS_PER_DAY} * "d"."days"
    from unnest(${sql.param(changes.map((c) => c.userId))}::uuid[], ${sql.param(changes.map((c) => c.days))}::integer[]) as "d"("id", "days")
    where ${users.id} = "d"."id"`;

export const recomputeScore = (tx: Db, userId: string) => recomputeScores(tx, [userId]);
