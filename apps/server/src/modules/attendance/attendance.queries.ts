import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance, users } from '../../db/schema/index.ts';

export type AttendanceRow = typeof attendance.$inferSelect;

export async function listForUser(db: Db, userId: string) {
  return db.select().from(attendance).where(eq(attendance.userId, userId)).orderBy(asc(attendance.date));
}

/**
 * One record per participant and day (a unique index): a second mark of the same day updates the
 * status, atomically, however many arrive at once. `created` tells an insert from an update.
 */
export async function upsert(tx: Db, values: { userId: string; date: string; status: AttendanceRow['status']; markedBy: string }) {
  const [row] = await tx
    .insert(attendance)
    .values(values)
    .onConflictDoUpdate({
      target: [attendance.userId, attendance.date],
      set: { status: values.status, markedBy: values.markedBy, updatedAt: new Date() },
    })
    .returning({ ...getTableColumns(attendance), created: sql<boolean>`(xmax = 0)` });
  return row!;
}

/** A record and its participant, the record locked for the rest of the transaction. */
export async function lockWithOwner(tx: Db, id: string) {
  const [row] = await tx
    .select({
      record: attendance,
      user: { id: users.id, name: users.name, email: users.email, mentorId: users.mentorId },
    })
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .where(eq(attendance.id, id))
    .for('update', { of: attendance });
  return row;
}

export async function deleteById(tx: Db, id: string) {
  await tx.delete(attendance).where(eq(attendance.id, id));
}
