import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeAssignments, judgeEvaluations, teams } from '../../db/schema/index.ts';

export type EvaluationRow = typeof judgeEvaluations.$inferSelect;

/** The judge's assigned teams in team-number order. */
export async function assignedTeams(db: Db, judgeId: string) {
  return db
    .select({ id: teams.id, name: teams.name, teamNumber: teams.teamNumber })
    .from(judgeAssignments)
    .innerJoin(teams, eq(teams.id, judgeAssignments.teamId))
    .where(eq(judgeAssignments.judgeId, judgeId))
    .orderBy(asc(teams.teamNumber));
}

/** Only this judge's own scores: no query here ever reads another judge's. */
export async function scoresOf(db: Db, judgeId: string) {
  return db
    .select({ teamId: judgeEvaluations.teamId, round: judgeEvaluations.round, score: judgeEvaluations.score })
    .from(judgeEvaluations)
    .where(eq(judgeEvaluations.judgeId, judgeId));
}

/** The team if it is assigned to this judge. */
export async function findAssignedTeam(db: Db, judgeId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, teamNumber: teams.teamNumber })
    .from(judgeAssignments)
    .innerJoin(teams, eq(teams.id, judgeAssignments.teamId))
    .where(and(eq(judgeAssignments.judgeId, judgeId), eq(judgeAssignments.teamId, teamId)));
  return row;
}

/**
 * The team, key-share locked as the evaluation's foreign key would lock it, taken before anything
 * else so a concurrent team deletion waits for this save instead of deadlocking with it.
 */
export async function lockTeam(tx: Db, teamId: string) {
  const [row] = await tx.select({ id: teams.id, name: teams.name, teamNumber: teams.teamNumber }).from(teams).where(eq(teams.id, teamId)).for('key share');
  return row;
}

export async function isAssigned(tx: Db, judgeId: string, teamId: string): Promise<boolean> {
  const [row] = await tx
    .select({ teamId: judgeAssignments.teamId })
    .from(judgeAssignments)
    .where(and(eq(judgeAssignments.judgeId, judgeId), eq(judgeAssignments.teamId, teamId)));
  return !!row;
}

export async function findEvaluation(db: Db, judgeId: string, teamId: string, round: number) {
  const [row] = await db
    .select()
    .from(judgeEvaluations)
    .where(and(eq(judgeEvaluations.judgeId, judgeId), eq(judgeEvaluations.teamId, teamId), eq(judgeEvaluations.round, round)));
  return row;
}

/**
 * Insert or replace in one statement: the unique index (judge, team, round) decides, so saves
 * that race leave one row holding the last one's values. `replaced` tells an update from an insert.
 */
export async function upsertEvaluation(tx: Db, values: { judgeId: string; teamId: string; round: number; score: number; feedback: string }) {
  const [row] = await tx
    .insert(judgeEvaluations)
    .values(values)
    .onConflictDoUpdate({
      target: [judgeEvaluations.judgeId, judgeEvaluations.teamId, judgeEvaluations.round],
      set: { score: values.score, feedback: values.feedback, updatedAt: new Date() },
    })
    .returning({
      round: judgeEvaluations.round,
      score: judgeEvaluations.score,
      feedback: judgeEvaluations.feedback,
      updatedAt: judgeEvaluations.updatedAt,
      // xmax is set on a row version an ON CONFLICT update wrote; 0 on a fresh insert.
      replaced: sql<boolean>`(xmax <> 0)`,
    });
  return row!;
}
