import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts, sessions, users, type UserRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../plugins/errors.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
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

export async function countUsersByRole(db: Db, role: UserRow['role']): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, role));
  return row?.n ?? 0;
}

export async function insertSession(db: Db, values: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/** The user behind a live session: not revoked, not expired, account active. One indexed read. */
export async function findSessionUser(db: Db, sessionId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    );
  return row?.user;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
}

export async function countRecentFailures(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return row?.n ?? 0;
}

export async function recordFailures(db: Db, keys: string[]) {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

export async function deleteOldFailures(db: Db, olderThanSeconds: number) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
