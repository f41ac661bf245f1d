import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { problemStatements, teams } from '../../db/schema/index.ts';

export type ProblemRow = typeof problemStatements.$inferSelect;
export type NewProblem = typeof problemStatements.$inferInsert;
export type ProblemWithCount = ProblemRow & { selectionCount: number };

// Written out by hand: inside a subquery Drizzle leaves column names unqualified, and a bare "id"
// would bind to teams.id.
const selectionCount = sql<number>`(select count(*)::int from "teams" as "t" where "t"."problem_statement_id" = "problem_statements"."id")`;

export interface ProblemFilter {
  search?: string;
  domain?: string;
}

function where(filter: ProblemFilter): SQL | undefined {
  const conditions: SQL[] = [eq(problemStatements.isActive, true)];
  if (filter.domain) conditions.push(eq(problemStatements.domain, filter.domain));
  if (filter.search) {
    const p = likePattern(filter.search);
    conditions.push(
      or(
        ilike(problemStatements.title, p),
        ilike(problemStatements.description, p),
        ilike(problemStatements.domain, p),
        ilike(problemStatements.suggestedTechnologies, p),
        ilike(problemStatements.topic, p),
      )!,
    );
  }
  return and(...conditions);
}

export async function listProblems(db: Db, filter: ProblemFilter, page: number, limit: number): Promise<{ rows: ProblemWithCount[]; total: number }> {
  const condition = where(filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ problem: problemStatements, selectionCount })
      .from(problemStatements)
      .where(condition)
      .orderBy(asc(problemStatements.isCustom), asc(problemStatements.createdAt), asc(problemStatements.title), asc(problemStatements.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(problemStatements).where(condition),
  ]);
  return { rows: rows.map((r) => ({ ...r.problem, selectionCount: r.selectionCount })), total: totalRow?.n ?? 0 };
}

export async function listTitles(db: Db) {
  return db
    .select({ id: problemStatements.id, title: problemStatements.title, domain: problemStatements.domain, selectionCount })
    .from(problemStatements)
    .where(eq(problemStatements.isActive, true))
    .orderBy(asc(problemStatements.title));
}

export async function findProblem(db: Db, id: string): Promise<ProblemWithCount | undefined> {
  const [row] = await db.select({ problem: problemStatements, selectionCount }).from(problemStatements).where(eq(problemStatements.id, id));
  return row ? { ...row.problem, selectionCount: row.selectionCount } : undefined;
}

export async function findCustomByUser(db: Db, userId: string): Promise<ProblemWithCount | undefined> {
  const [row] = await db
    .select({ problem: problemStatements, selectionCount })
    .from(problemStatements)
    .where(and(eq(problemStatements.createdBy, userId), eq(problemStatements.isCustom, true)));
  return row ? { ...row.problem, selectionCount: row.selectionCount } : undefined;
}

/** Locks the statement's row for the rest of the transaction, then counts the teams on it. */
export async function lockAndCountSelections(tx: Db, id: string): Promise<{ exists: boolean; isActive: boolean; count: number }> {
  const [row] = await tx
    .select({ id: problemStatements.id, isActive: problemStatements.isActive })
    .from(problemStatements)
    .where(eq(problemStatements.id, id))
    .for('update');
  if (!row) return { exists: false, isActive: false, count: 0 };
  const [c] = await tx.select({ n: count() }).from(teams).where(eq(teams.problemStatementId, id));
  return { exists: true, isActive: row.isActive, count: c?.n ?? 0 };
}

/** Undefined when the user already has a custom statement (the partial unique index decides). */
export async function insertCustomProblem(db: Db, values: NewProblem): Promise<ProblemRow | undefined> {
  const [row] = await db
    .insert(problemStatements)
    .values({ ...values, isCustom: true })
    .onConflictDoNothing({ target: problemStatements.createdBy, where: sql`${problemStatements.isCustom}` })
    .returning();
  return row;
}

export async function insertProblem(db: Db, values: NewProblem): Promise<ProblemRow> {
  const [row] = await db.insert(problemStatements).values(values).returning();
  return row!;
}

export async function updateProblem(db: Db, id: string, values: Partial<NewProblem>): Promise<ProblemRow | undefined> {
  const [row] = await db
    .update(problemStatements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(problemStatements.id, id))
    .returning();
  return row;
}
