import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeAssignments, judgeEvaluations, teams, users, votes } from '../../db/schema/index.ts';

export async function allTeams(db: Db) {
  return db.select({ id: teams.id, name: teams.name, teamNumber: teams.teamNumber }).from(teams).orderBy(asc(teams.teamNumber));
}

export async function allJudges(db: Db) {
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.role, 'judge')).orderBy(asc(users.name), asc(users.id));
}

/** Every evaluation; the ranking needs them all, since each judge's scale spans every team they scored. */
export async function allEvaluations(db: Db, withFeedback: boolean) {
  return db
    .select({
      judgeId: judgeEvaluations.judgeId,
      teamId: judgeEvaluations.teamId,
      round: judgeEvaluations.round,
      score: judgeEvaluations.score,
      feedback: withFeedback ? judgeEvaluations.feedback : sql<string | null>`null`,
      criteriaScores: withFeedback ? judgeEvaluations.criteriaScores : sql<null>`null`,
      updatedAt: judgeEvaluations.updatedAt,
    })
    .from(judgeEvaluations);
}

export async function allAssignments(db: Db) {
  return db.select({ judgeId: judgeAssignments.judgeId, teamId: judgeAssignments.teamId }).from(judgeAssignments);
}

/** Names of judges by id, also of accounts that are no longer judges but left scores behind. */
export async function namesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Peer votes for a page of teams only: the vote table can be large. */
export async function voteSummaries(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return new Map<string, { totalVotes: number; averageRating: number | null }>();
  const rows = await db
    .select({ teamId: votes.teamId, totalVotes: sql<number>`count(*)::int`, averageRating: sql<number | null>`round(avg(${votes.rating}), 2)::float8` })
    .from(votes)
    .where(inArray(votes.teamId, teamIds))
    .groupBy(votes.teamId);
  return new Map(rows.map((r) => [r.teamId, { totalVotes: r.totalVotes, averageRating: r.averageRating }]));
}
