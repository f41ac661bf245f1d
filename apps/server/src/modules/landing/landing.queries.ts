import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventConfig, problemStatements, teams, users } from '../../db/schema/index.ts';

// Only the settings row's `landing` column: the other settings belong to config.queries.ts.

/** The organiser's landing texts as stored, or null while the built-in ones apply. */
export async function readLanding(db: Db): Promise<unknown> {
  const [row] = await db.select({ landing: eventConfig.landing }).from(eventConfig).where(eq(eventConfig.id, 1));
  return row?.landing ?? null;
}

/** The stored texts, the row locked until the transaction ends so two saves apply in turn. */
export async function lockLanding(tx: Db): Promise<unknown> {
  await tx.insert(eventConfig).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select({ landing: eventConfig.landing }).from(eventConfig).where(eq(eventConfig.id, 1)).for('update');
  return row?.landing ?? null;
}

export async function writeLanding(tx: Db, landing: Record<string, unknown>): Promise<void> {
  await tx.update(eventConfig).set({ landing, updatedAt: new Date() }).where(eq(eventConfig.id, 1));
}

/** The numbers a computed stat shows: active mentors and participants, problem statements, teams. */
export async function countEvent(db: Db): Promise<{ mentors: number; participants: number; problems: number; teams: number }> {
  const [people] = await db
    .select({
      mentors: sql<number>`count(*) filter (where ${users.role} = 'mentor')`.mapWith(Number),
      participants: sql<number>`count(*) filter (where ${users.role} = 'participant')`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.isActive, true));
  const [problems] = await db
    .select({ n: count() })
    .from(problemStatements)
    .where(and(eq(problemStatements.isActive, true)));
  const [teamCount] = await db.select({ n: count() }).from(teams);
  return { mentors: people?.mentors ?? 0, participants: people?.participants ?? 0, problems: problems?.n ?? 0, teams: teamCount?.n ?? 0 };
}
