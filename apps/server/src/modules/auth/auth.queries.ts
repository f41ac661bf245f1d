import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { runAsOne } from '../../db/run-as-one.ts';
import { inUuids } from '../../db/uuid-list.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits, sessions, users, type UserRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The rows of these users (those still there), for the session cache to hold again after a change. */
export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inUuids(users.id, ids));
}

/** Returns undefined when the email is taken (the unique index decides, also under races). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** 'email-taken' when another account took the email meanwhile (the unique index decides). */
export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined | 'email-taken'> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  } catch (err) {
    if (values.email !== undefined && isUniqueViolation(err)) return 'email-taken';
    throw err;
  }
}

export async function insertSession(db: Db, values: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/** The user behind a live session: not revoked, not expired, account active. One indexed read. */
export async function findSessionUser(db: Db, sessionId: string, userId: string): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)),
    );
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
}

/**
 * Counts one attempt against each key and returns the counts that include it, keyed by key. One
 * upsert: parallel attempts on the same key queue on its row lock, so no two see the same count.
 * A key whose window has passed starts a new one at 1.
 */
export async function countAttempts(db: Db, keys: string[], windowSeconds: number): Promise<Map<string, number>> {
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    // Sorted, so two statements that share keys always lock them in the same order.
    .values([...keys].sort().map((key) => ({ key, hits: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits });
  return new Map(rows.map((r) => [r.key, r.hits]));
}

/**
 * After a success: deletes the counters in `clear` and takes back one counted attempt from each
 * in `uncount` (limits shared with others that a success should not use up), and marks
 * `joinedUserId` as joined when they had not yet. One round trip.
 */
export async function forgiveAttempts(db: Db, keys: { clear: string[]; uncount: string[] }, joinedUserId?: string) {
  await runAsOne(db, [
    db.delete(rateLimits).where(inArray(rateLimits.key, keys.clear)),
    db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(inArray(rateLimits.key, keys.uncount)),
    // A first sign-in: the person has joined (no extra round trip on the event's busiest call).
    ...(joinedUserId
      ? [
          db
            .update(users)
            .set({ joinedAt: sql`now()` })
            .where(and(eq(users.id, joinedUserId), isNull(users.joinedAt))),
        ]
      : []),
  ]);
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counters whose window has passed: their next hit would start over at 1 anyway. A hit that
 * restarts a row meanwhile moves its window start, and the delete re-checks it and keeps the row.
 * Keys starting with a prefix of `longer` have that window (in seconds) instead of `windowSeconds`.
 */
export async function deleteStaleAttempts(db: Db, windowSeconds: number, longer: Record<string, number> = {}) {
  const cases = Object.entries(longer).map(([prefix, secs]) => sql`when starts_with(${rateLimits.key}, ${prefix}) then ${secs}::int`);
  const secs = cases.length ? sql`case ${sql.join(cases, sql` `)} else ${windowSeconds}::int end` : sql`${windowSeconds}`;
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${secs})`));
}

/** The user's row, locked until the transaction ends. */
export async function lockUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}
