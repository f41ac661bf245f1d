import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance, checkInWindows, users } from '../../db/schema/index.ts';

export type CheckInWindowRow = typeof checkInWindows.$inferSelect;

/**
 * Open at `now` (the app's clock, not the database's: tests move it): not closed by its owner and
 * not ended. Not "begun" too: a request that read the clock a moment before another node opened
 * the window must still see it (two opens by one owner on two nodes).
 */
const openAt = (now: Date): SQL => and(isNull(checkInWindows.closedAt), gt(checkInWindows.closesAt, now))!;

export async function insertWindow(tx: Db, values: typeof checkInWindows.$inferInsert): Promise<CheckInWindowRow> {
  const [row] = await tx.insert(checkInWindows).values(values).returning();
  return row!;
}

export async function findWindow(db: Db, id: string): Promise<CheckInWindowRow | undefined> {
  const [row] = await db.select().from(checkInWindows).where(eq(checkInWindows.id, id));
  return row;
}

/**
 * The window, share-locked until commit: a check-in holds it so a close waits for the check-ins
 * already deciding, and a check-in after the close sees it closed. Many check-ins share the lock.
 */
export async function lockWindowShared(tx: Db, id: string): Promise<CheckInWindowRow | undefined> {
  const [row] = await tx.select().from(checkInWindows).where(eq(checkInWindows.id, id)).for('share');
  return row;
}

/** The window, locked for its close. */
export async function lockWindow(tx: Db, id: string): Promise<CheckInWindowRow | undefined> {
  const [row] = await tx.select().from(checkInWindows).where(eq(checkInWindows.id, id)).for('update');
  return row;
}

/**
 * The owner's row, locked until commit: two opens by one owner queue here, so the second sees the
 * first's window (one open window per owner, on both engines and across nodes).
 */
export async function lockOwner(tx: Db, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
}

/** The owner's open window, if any (the latest opened). */
export async function openWindowOf(db: Db, ownerId: string, now: Date): Promise<CheckInWindowRow | undefined> {
  const [row] = await db
    .select()
    .from(checkInWindows)
    .where(and(eq(checkInWindows.openedBy, ownerId), openAt(now)))
    .orderBy(desc(checkInWindows.opensAt))
    .limit(1);
  return row;
}

/** Closes the window now (its owner's or a superadmin's close). */
export async function closeWindow(tx: Db, id: string, now: Date): Promise<CheckInWindowRow> {
  const [row] = await tx.update(checkInWindows).set({ closedAt: now }).where(eq(checkInWindows.id, id)).returning();
  return row!;
}

/**
 * What a scan is checked against, in one round trip: the participant as they are now (their
 * mentor: a session's copy may predate an assignment; whether `date` already has them present,
 * where a second scan ends) and every window of that day, open or not, oldest first.
 */
export async function scanContext(db: Db, userId: string, date: string): Promise<{ mentorId: string | null; present: boolean; windows: CheckInWindowRow[] }> {
  const rows = await db
    .select({
      mentorId: users.mentorId,
      present: sql<boolean>`coalesce(${attendance.status} = 'present', false)`,
      window: checkInWindows,
    })
    .from(users)
    .leftJoin(attendance, and(eq(attendance.userId, users.id), eq(attendance.date, date)))
    .leftJoin(checkInWindows, eq(checkInWindows.date, date))
    .where(eq(users.id, userId))
    .orderBy(asc(checkInWindows.opensAt));
  const windows = rows.flatMap((r) => (r.window ? [r.window] : []));
  return { mentorId: rows[0]?.mentorId ?? null, present: rows[0]?.present ?? false, windows };
}

/** The participants a window admits: active bootcamp participants, the owner's alone unless for everyone. */
const admitted = (w: Pick<CheckInWindowRow, 'openedBy' | 'forEveryone'>): SQL =>
  and(
    eq(users.role, 'participant'),
    eq(users.participantType, 'bootcamp'),
    eq(users.isActive, true),
    w.forEveryone ? undefined : eq(users.mentorId, w.openedBy),
  )!;

/** The ids of the participants a mentor's window admits (who hear that it opened or closed). */
export async function admittedIds(db: Db, w: Pick<CheckInWindowRow, 'openedBy' | 'forEveryone'>): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(admitted(w));
  return rows.map((r) => r.id);
}

/** A window's figures: whom it admits, who came through it, who is still missing on its day. */
export async function windowCounts(db: Db, w: Pick<CheckInWindowRow, 'id' | 'openedBy' | 'forEveryone' | 'date'>) {
  const [row] = await db
    .select({
      expected: sql<number>`count(*)::int`,
      missing: sql<number>`count(*) filter (where ${attendance.status} is distinct from 'present')::int`,
      checkedIn: sql<number>`count(*) filter (where ${attendance.checkInWindowId} = ${w.id})::int`,
    })
    .from(users)
    .leftJoin(attendance, and(eq(attendance.userId, users.id), eq(attendance.date, w.date)))
    .where(admitted(w));
  return row!;
}

/** The latest check-ins through a window, newest first. */
export async function recentCheckIns(db: Db, windowId: string, limit: number) {
  return db
    .select({ userId: users.id, name: users.name, college: users.collegeName, checkedInAt: attendance.updatedAt })
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .where(and(eq(attendance.checkInWindowId, windowId), eq(attendance.source, 'check-in')))
    .orderBy(desc(attendance.updatedAt), desc(attendance.id))
    .limit(limit);
}

/** Whether the participant's record of `date` says present. */
export async function presentOn(db: Db, userId: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ status: attendance.status })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
  return row?.status === 'present';
}
