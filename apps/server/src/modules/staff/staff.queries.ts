import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

/** Returns undefined when the email is taken (the unique index decides, also under races). */
export async function insertAccount(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function countUsersByRole(db: Db, role: UserRow['role']): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, role));
  return row?.n ?? 0;
}
