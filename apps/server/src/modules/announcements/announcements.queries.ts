import { ROLES, STAFF_ROLES, type AnnouncementAudience, type Role } from '@hackcamp/contract';
import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcementReads, announcements, users } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** The audiences a role belongs to: participants get 'all' and 'participants', staff 'all' and 'admins'. */
export const audiencesOf = (role: string): AnnouncementAudience[] => (role === 'participant' ? ['all', 'participants'] : ['all', 'admins']);

/** The roles an audience reaches: the other way round from `audiencesOf`. */
export const rolesOf = (audience: AnnouncementAudience): readonly Role[] =>
  audience === 'participants' ? ['participant'] : audience === 'admins' ? STAFF_ROLES : ROLES;

/** Active, not expired, and meant for one of these audiences. The database clock decides "expired". */
function visibleTo(audiences: AnnouncementAudience[]): SQL {
  return and(
    eq(announcements.isActive, true),
    or(isNull(announcements.expiresAt), gt(announcements.expiresAt, sql`now()`)),
    inArray(announcements.targetAudience, audiences),
  )!;
}

const readCount = sql<number>`(select count(*)::int from ${announcementReads} where ${announcementReads.announcementId} = ${announcements.id})`;

const managedColumns = { row: announcements, creatorName: users.name, readCount };

export async function listAll(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(managedColumns)
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.createdBy))
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(announcements),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findManaged(db: Db, id: string) {
  const [row] = await db.select(managedColumns).from(announcements).leftJoin(users, eq(users.id, announcements.createdBy)).where(eq(announcements.id, id));
  return row;
}

/** The reader's list, newest first, with when they opened each. */
export async function listVisible(db: Db, userId: string, audiences: AnnouncementAudience[], limit: number) {
  return db
    .select({ row: announcements, creatorName: users.name, readAt: announcementReads.readAt })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)))
    .where(visibleTo(audiences))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string, audiences: AnnouncementAudience[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)))
    .where(and(visibleTo(audiences), isNull(announcementReads.userId)));
  return row?.n ?? 0;
}

export async function isVisible(db: Db, id: string, audiences: AnnouncementAudience[]): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), visibleTo(audiences)));
  return !!row;
}

/** The primary key makes a second (or simultaneous) read a no-op; the first read time stays. */
export async function insertRead(db: Db, announcementId: string, userId: string): Promise<Date> {
  await db.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
  const [row] = await db
    .select({ readAt: announcementReads.readAt })
    .from(announcementReads)
    .where(and(eq(announcementReads.announcementId, announcementId), eq(announcementReads.userId, userId)));
  return row!.readAt;
}

export async function insertAnnouncement(db: Db, values: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(db: Db, id: string, values: Partial<NewAnnouncement>): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

export async function toggleAnnouncement(db: Db, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set({ isActive: sql`not ${announcements.isActive}`, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

export async function deleteAnnouncement(db: Db, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning();
  return row;
}

/** Active accounts an audience reaches. */
export async function audienceSize(db: Db, audience: AnnouncementAudience): Promise<number> {
  const role = audience === 'participants' ? eq(users.role, 'participant') : audience === 'admins' ? inArray(users.role, [...STAFF_ROLES]) : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isActive, true), role));
  return row?.n ?? 0;
}

/** Readers, latest first, and how many there are. */
export async function listReaders(db: Db, announcementId: string, limit: number, offset: number) {
  const where = eq(announcementReads.announcementId, announcementId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ readAt: announcementReads.readAt, user: { id: users.id, name: users.name, email: users.email, role: users.role } })
      .from(announcementReads)
      .innerJoin(users, eq(users.id, announcementReads.userId))
      .where(where)
      .orderBy(desc(announcementReads.readAt), desc(announcementReads.userId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(announcementReads).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
