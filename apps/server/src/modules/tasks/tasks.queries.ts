import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions, tasks, users } from '../../db/schema/index.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

// day1..day12 sort by their number, not as text (day10 after day9).
const dayOrder = sql`substring(${tasks.day} from 4)::int`;

/** `maxDay`: only tasks of days up to it (a participant's view with future days hidden). */
export async function listTasks(db: Db, filter: { day?: string; isActive?: boolean; maxDay?: number }): Promise<TaskRow[]> {
  const conditions: SQL[] = [];
  if (filter.day) conditions.push(eq(tasks.day, filter.day));
  if (filter.maxDay !== undefined) conditions.push(sql`${dayOrder} <= ${filter.maxDay}`);
  if (filter.isActive !== undefined) conditions.push(eq(tasks.isActive, filter.isActive));
  return db
    .select()
    .from(tasks)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(dayOrder, asc(tasks.createdAt), asc(tasks.id));
}

export async function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/**
 * The task, share-locked against deletion for the rest of the transaction (a submission is being
 * added to it). Waits for a delete under way, then finds nothing, instead of failing the insert.
 */
export async function findTaskKeyShared(tx: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('key share');
  return row;
}

/** The task, locked for deletion: no submission can be added to it until the transaction ends. */
export async function lockTask(tx: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

/** Graded work, as the score counts it (users.queries.ts `recomputeScores`): these statuses' scores. */
const counted = sql`${submissions.status} in ('graded', 'completed')`;

/** What deleting the task would remove now, read without locks: for the screen, before it asks. */
export async function deleteImpact(db: Db, taskId: string) {
  const [row] = await db
    .select({
      submissions: sql<number>`count(*)::int`,
      graded: sql<number>`(count(*) filter (where ${counted}))::int`,
      points: sql<number>`coalesce(sum(${submissions.score}) filter (where ${counted}), 0)::int`,
    })
    .from(submissions)
    .where(eq(submissions.taskId, taskId));
  return row!;
}

/**
 * Every submission of the task with whose it is and what it counts in their score, by participant,
 * the submission rows locked: a grade saved meanwhile waits for the deletion instead of being
 * missed by it, and what is read here is what the deletion removes.
 */
export async function lockSubmissions(tx: Db, taskId: string) {
  return tx
    .select({
      id: submissions.id,
      userId: submissions.userId,
      mentorId: users.mentorId,
      name: users.name,
      status: submissions.status,
      graded: sql<boolean>`${counted}`,
      score: submissions.score,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.taskId, taskId))
    .orderBy(asc(submissions.userId))
    .for('update', { of: submissions });
}

export async function insertTask(db: Db, values: NewTask): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  return row!;
}

export async function updateTask(db: Db, id: string, values: Partial<NewTask>): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning();
  return row;
}

export async function toggleTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ isActive: sql`not ${tasks.isActive}`, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning();
  return row;
}

export async function deleteTask(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
  return rows.length === 1;
}
