import { JUDGING } from '@hackcamp/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  judgeAssignments,
  judgeEvaluations,
  judgingCriteria,
  judgingRounds,
  problemStatements,
  teamMembers,
  teamProjects,
  teams,
  users,
} from '../../db/schema/index.ts';

export type EvaluationRow = typeof judgeEvaluations.$inferSelect;

/** The judge's assigned teams in team-number order, and whether each has submitted its project. */
export async function assignedTeams(db: Db, judgeId: string) {
  return db
    .select({ id: teams.id, name: teams.name, teamNumber: teams.teamNumber, hasProject: sql<boolean>`(${teamProjects.teamId} is not null)` })
    .from(judgeAssignments)
    .innerJoin(teams, eq(teams.id, judgeAssignments.teamId))
    .leftJoin(teamProjects, eq(teamProjects.teamId, teams.id))
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
export async function upsertEvaluation(
  tx: Db,
  values: { judgeId: string; teamId: string; round: number; score: number; feedback: string; criteriaScores: CriterionSnapshot[] | null },
) {
  const [row] = await tx
    .insert(judgeEvaluations)
    .values(values)
    .onConflictDoUpdate({
      target: [judgeEvaluations.judgeId, judgeEvaluations.teamId, judgeEvaluations.round],
      set: { score: values.score, feedback: values.feedback, criteriaScores: values.criteriaScores, updatedAt: new Date() },
    })
    .returning({
      round: judgeEvaluations.round,
      score: judgeEvaluations.score,
      feedback: judgeEvaluations.feedback,
      updatedAt: judgeEvaluations.updatedAt,
      criteriaScores: judgeEvaluations.criteriaScores,
      // xmax is set on a row version an ON CONFLICT update wrote; 0 on a fresh insert.
      replaced: sql<boolean>`(xmax <> 0)`,
    });
  return row!;
}

export type CriterionSnapshot = NonNullable<EvaluationRow['criteriaScores']>[number];

/** This judge's evaluations of the team in the other rounds, in round order. */
export async function otherRounds(db: Db, judgeId: string, teamId: string, round: number) {
  return db
    .select({ round: judgeEvaluations.round, score: judgeEvaluations.score, feedback: judgeEvaluations.feedback })
    .from(judgeEvaluations)
    .where(and(eq(judgeEvaluations.judgeId, judgeId), eq(judgeEvaluations.teamId, teamId), ne(judgeEvaluations.round, round)))
    .orderBy(asc(judgeEvaluations.round));
}

/** The team's chosen problem statement, if any. */
export async function problemOf(db: Db, teamId: string) {
  const [row] = await db
    .select({ title: problemStatements.title, description: problemStatements.description })
    .from(teams)
    .innerJoin(problemStatements, eq(problemStatements.id, teams.problemStatementId))
    .where(eq(teams.id, teamId));
  return row ?? null;
}

/** The team's members with their colleges, the leader first, then by name. */
export async function membersOf(db: Db, teamId: string) {
  return db
    .select({ name: users.name, college: users.collegeName, leader: sql<boolean>`(${teamMembers.role} = 'leader')` })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(desc(sql`${teamMembers.role} = 'leader'`), asc(users.name));
}

/**
 * The rubric the spec implies until a superadmin sets one: written on first use, not by the
 * migration, so a new database holds no event (a restore needs an empty one) and a backup from
 * before the rubric existed restores to these defaults too. Never empty otherwise: a rubric has 1-6.
 */
const DEFAULT_CRITERIA = [
  { position: 1, name: 'Innovation', description: 'How new the idea or its approach is', weight: 1 },
  { position: 2, name: 'Execution', description: 'How well it is built and how much of it works', weight: 1 },
  { position: 3, name: 'Impact', description: 'How much it matters to the people it is for', weight: 1 },
  { position: 4, name: 'Presentation', description: 'How clearly the team shows and explains it', weight: 1 },
];

/** Two first readers at once both insert: the positions' unique index keeps one set. */
async function ensureCriteria(db: Db) {
  await db.insert(judgingCriteria).values(DEFAULT_CRITERIA).onConflictDoNothing();
}

function readCriteria(db: Db) {
  return db
    .select({ id: judgingCriteria.id, name: judgingCriteria.name, description: judgingCriteria.description, weight: judgingCriteria.weight })
    .from(judgingCriteria)
    .orderBy(asc(judgingCriteria.position));
}

export async function criteria(db: Db) {
  const rows = await readCriteria(db);
  if (rows.length > 0) return rows;
  await ensureCriteria(db);
  return readCriteria(db);
}

/**
 * The rubric a save scores against, share-locked: a rubric replaced meanwhile waits for the save
 * (its delete needs these rows), and a save after it sees the new criteria.
 */
export async function criteriaLocked(tx: Db) {
  const lock = () =>
    tx
      .select({ id: judgingCriteria.id, name: judgingCriteria.name, weight: judgingCriteria.weight })
      .from(judgingCriteria)
      .orderBy(asc(judgingCriteria.position))
      .for('share');
  const rows = await lock();
  if (rows.length > 0) return rows;
  await ensureCriteria(tx);
  return lock();
}

/** Rubric writers one at a time on every node, so two replacements never fight over positions. */
export async function lockCriteriaWriters(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(4242029)`);
}

/** The rubric replaced: ids kept where given, positions 1..n in the order sent. */
export async function replaceCriteria(tx: Db, list: { id: string; name: string; description: string; weight: number }[]) {
  await tx.delete(judgingCriteria);
  await tx.insert(judgingCriteria).values(list.map((c, i) => ({ ...c, position: i + 1 })));
}

/** Every round, open unless a superadmin closed it; a round without its row yet is open. */
export async function rounds(db: Db) {
  const rows = await db.select({ round: judgingRounds.round, open: judgingRounds.open }).from(judgingRounds).orderBy(asc(judgingRounds.round));
  const open = new Map(rows.map((r) => [r.round, r.open]));
  return JUDGING.rounds.map((round) => ({ round, open: open.get(round) ?? true }));
}

/**
 * Every round as `rounds` gives it, with how many evaluations it still lacks: assigned judge-team
 * pairs with no score in it. One statement, so the count and the open state are one moment's.
 * Only assignments count: a score a judge left for a team taken off them is not missing anything.
 */
export async function roundsWithMissing(db: Db): Promise<{ round: number; open: boolean; missing: number }[]> {
  return rawRows<{ round: number; open: boolean; missing: number }>(
    db,
    sql`select r.round, coalesce(${judgingRounds.open}, true) as "open",
          (select count(*)::int from ${judgeAssignments}
            where not exists (select 1 from ${judgeEvaluations}
              where ${judgeEvaluations.judgeId} = ${judgeAssignments.judgeId} and ${judgeEvaluations.teamId} = ${judgeAssignments.teamId}
                and ${judgeEvaluations.round} = r.round)) as "missing"
        from generate_series(1, ${JUDGING.rounds.length}::int) as r(round)
        left join ${judgingRounds} on ${judgingRounds.round} = r.round
        order by r.round`,
  );
}

/**
 * The round's row, locked (share or update). The migration writes none (a new database holds no
 * event), and a lock on a missing row locks nothing: the first locker inserts it, waiting on the
 * primary key for anyone inserting it at the same moment, then locks what was decided. Only then:
 * an insert, even one that does nothing, announces a change to every node's caches.
 */
async function lockRound(tx: Db, round: number, mode: 'share' | 'update') {
  const lock = () => tx.select({ open: judgingRounds.open }).from(judgingRounds).where(eq(judgingRounds.round, round)).for(mode);
  const [row] = await lock();
  if (row) return row;
  await tx.insert(judgingRounds).values({ round }).onConflictDoNothing();
  return (await lock())[0];
}

/**
 * Whether the round is open, share-locked for the save's transaction: closing the round (which
 * takes the row for update) waits for saves under way, and every save after it reads "closed".
 */
export async function roundOpenLocked(tx: Db, round: number): Promise<boolean> {
  return (await lockRound(tx, round, 'share'))?.open ?? true;
}

export async function roundOpen(db: Db, round: number): Promise<boolean> {
  const [row] = await db.select({ open: judgingRounds.open }).from(judgingRounds).where(eq(judgingRounds.round, round));
  return row?.open ?? true;
}

/** The round locked for update, then set. The time is the clock's after the lock: every save it waited for came before it. */
export async function setRoundOpen(tx: Db, round: number, open: boolean) {
  const before = await lockRound(tx, round, 'update');
  await tx
    .update(judgingRounds)
    .set({ open, updatedAt: sql`clock_timestamp()` })
    .where(eq(judgingRounds.round, round));
  return before?.open ?? true;
}
