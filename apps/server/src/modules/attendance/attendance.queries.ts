import { and, asc, between, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { inUuids } from '../../db/uuid-list.ts';
import { attendance, checkInWindows, users } from '../../db/schema/index.ts';

export type AttendanceRow = typeof attendance.$inferSelect;

/** What a record shows on a screen. Its timestamps are left out: parsing them was most of a mentor's first grid load. */
const shownColumns = {
  id: attendance.id,
  date: attendance.date,
  status: attendance.status,
  session: attendance.session,
  source: attendance.source,
  checkInWindowId: attendance.checkInWindowId,
};
export type ShownAttendance = Pick<AttendanceRow, keyof typeof shownColumns>;
export type NewAttendance = Pick<typeof attendance.$inferInsert, 'userId' | 'date' | 'status' | 'markedBy' | 'source'>;

export interface Person {
  id: string;
  name: string;
  email: string;
  role: string;
  participantType: string | null;
  mentorId: string | null;
}

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  participantType: users.participantType,
  mentorId: users.mentorId,
};

export async function listForUser(db: Db, userId: string) {
  return db.select(shownColumns).from(attendance).where(eq(attendance.userId, userId)).orderBy(asc(attendance.date));
}

/**
 * The people among `ids`, their rows locked in id order for the rest of the transaction. Every
 * attendance change takes these locks first, then touches attendance rows, then recomputes the
 * scores (which locks the same rows again, at no cost): one order on every path, so two changes
 * never wait on each other in a circle, and the mentor seen here cannot change before commit.
 */
export async function lockPeople(tx: Db, ids: string[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return tx.select(personColumns).from(users).where(inUuids(users.id, ids)).orderBy(asc(users.id)).for('no key update');
}

/** These people's records on one date, by person: which exist and their status before a change. */
export async function recordsOn(
  tx: Db,
  userIds: readonly string[],
  date: string,
): Promise<Map<string, Pick<AttendanceRow, 'id' | 'status' | 'session' | 'source' | 'checkInWindowId'>>> {
  const rows = await tx
    .select({
      id: attendance.id,
      userId: attendance.userId,
      status: attendance.status,
      session: attendance.session,
      source: attendance.source,
      checkInWindowId: attendance.checkInWindowId,
    })
    .from(attendance)
    .where(and(inUuids(attendance.userId, userIds), eq(attendance.date, date)));
  return new Map(rows.map(({ userId, ...record }) => [userId, record]));
}

/** Where a mark comes from: a staff mark by default, or a scanned code of a check-in window. */
export interface MarkOrigin {
  source: AttendanceRow['source'];
  checkInWindowId: string | null;
}
export const STAFF_MARK: MarkOrigin = { source: 'mentor', checkInWindowId: null };

/** One mark of a day: the record's id is the existing one, or a new one for a first mark. */
export interface DayMark {
  id: string;
  userId: string;
  status: AttendanceRow['status'];
}

/**
 * The statement writing one day's marks, to run inside a larger one (with the totals and the
 * trail): one record per participant and day (a unique index), a second mark updates the status.
 * A record the mark leaves as it was (the same status from the same marker: a grid saved again)
 * is not written, so it names nobody to the nodes' caches (decision 0056).
 * The marks travel as three array parameters, so the statement is the same size for one mark or a
 * hundred.
 */
export function marksWrite(date: string, markedBy: string, marks: readonly DayMark[], origin: MarkOrigin = STAFF_MARK): SQL {
  const column = <K extends keyof DayMark>(key: K) => sql.param(marks.map((m) => m[key]));
  // A mark that keeps the status keeps where it came from too: a mentor's "all present" after the
  // door's check-ins leaves them shown as check-ins; a changed status is the new marker's.
  const changed = sql`${attendance.status} is distinct from excluded."status"`;
  return sql`insert into ${attendance} ("id", "user_id", "date", "status", "marked_by", "source", "check_in_window_id")
    select "m"."id", "m"."user_id", ${date}::date, "m"."status", ${markedBy}::uuid, ${origin.source}, ${origin.checkInWindowId}::uuid
    from unnest(${column('id')}::uuid[], ${column('userId')}::uuid[], ${column('status')}::text[]) as "m"("id", "user_id", "status")
    on conflict ("user_id", "date") do update set "status" = excluded."status", "marked_by" = excluded."marked_by",
      "source" = case when ${changed} then excluded."source" else ${attendance.source} end,
      "check_in_window_id" = case when ${changed} then excluded."check_in_window_id" else ${attendance.checkInWindowId} end,
      "updated_at" = now()
      where ${changed} or ${attendance.markedBy} is distinct from excluded."marked_by"`;
}

/** A new record, unless the day already has one (then undefined). */
export async function insertIfAbsent(tx: Db, values: NewAttendance): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .insert(attendance)
    .values(values)
    .onConflictDoNothing({ target: [attendance.userId, attendance.date] })
    .returning();
  return row;
}

export async function findById(db: Db, id: string): Promise<AttendanceRow | undefined> {
  const [row] = await db.select().from(attendance).where(eq(attendance.id, id));
  return row;
}

/** The record, locked; taken after its participant's row (see lockPeople). */
export async function lockById(tx: Db, id: string): Promise<AttendanceRow | undefined> {
  const [row] = await tx.select().from(attendance).where(eq(attendance.id, id)).for('update');
  return row;
}

/** A staff correction: a changed status becomes the staff member's mark (source 'mentor'). */
export async function setStatus(tx: Db, id: string, status: AttendanceRow['status'], markedBy: string): Promise<AttendanceRow> {
  const changed = sql`${attendance.status} is distinct from ${status}`;
  const [row] = await tx
    .update(attendance)
    .set({
      status,
      markedBy,
      source: sql`case when ${changed} then 'mentor' else ${attendance.source} end`,
      checkInWindowId: sql`case when ${changed} then null else ${attendance.checkInWindowId} end`,
      updatedAt: new Date(),
    })
    .where(eq(attendance.id, id))
    .returning();
  return row!;
}

export async function deleteById(tx: Db, id: string) {
  await tx.delete(attendance).where(eq(attendance.id, id));
}

/** Whose records a caller sees: a mentor's participants, or (null) everyone. */
export interface Scope {
  mentorId: string | null;
}

const inScope = (scope: Scope): SQL | undefined => (scope.mentorId ? eq(users.mentorId, scope.mentorId) : undefined);

/**
 * Records of the people in scope, driven from those people: the mentor's participants are read
 * once and their records found through the (user, date) index, instead of walking every record
 * of the event and keeping a mentor's share.
 */
const recordsInScope = (scope: Scope): SQL | undefined =>
  scope.mentorId ? sql`${attendance.userId} = any(array(select "id" from "users" where "mentor_id" = ${scope.mentorId}))` : undefined;

interface RecordWithPerson {
  record: ShownAttendance;
  user: { id: string; name: string; email: string };
}

/**
 * Records with their participant, by date, then name: the grid's order. Written by hand and mapped
 * here: a mentor's share is some 1,300 rows, and Drizzle's mapping field by field cost more than
 * the query itself (7 ms of 12 on a mentor's first grid load).
 */
async function recordsQuery(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<RecordWithPerson[]> {
  const rows = await rawRows<{
    id: string;
    date: string;
    status: ShownAttendance['status'];
    session: string;
    source: ShownAttendance['source'];
    check_in_window_id: string | null;
    user_id: string;
    name: string;
    email: string;
  }>(
    db,
    sql`select ${attendance.id}, ${attendance.date}::text as "date", ${attendance.status}, ${attendance.session}, ${attendance.source}, ${attendance.checkInWindowId}, ${users.id} as "user_id", ${users.name}, ${users.email}
        from ${attendance} inner join ${users} on ${users.id} = ${attendance.userId}
        ${where ? sql`where ${where}` : sql``}
        order by ${attendance.date}, ${users.name}, ${attendance.id}
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map((r) => ({
    record: { id: r.id, date: r.date, status: r.status, session: r.session, source: r.source, checkInWindowId: r.check_in_window_id },
    user: { id: r.user_id, name: r.name, email: r.email },
  }));
}

const recordsWhere = (scope: Scope, filter: { date?: string; userId?: string; dates?: readonly string[] }) =>
  and(
    recordsInScope(scope),
    filter.date ? eq(attendance.date, filter.date) : undefined,
    filter.dates ? inArray(attendance.date, [...filter.dates]) : undefined,
    filter.userId ? eq(attendance.userId, filter.userId) : undefined,
  );

/**
 * A page of records with their participant, by date, then name: the grid's order. The records are
 * counted date by date first (from an index), so the page is read from the dates it falls on only,
 * the earlier dates skipped by their counts: a page inside one day walks that day's people by name
 * (users_name_idx) and finds each one's record by (user, date), where ordering the whole set sorted
 * every record of the event (100,000 at 10,000 participants, spilled to disk) for a late page.
 * Two statements, as the count and the page were before: a mark landing between them can move a
 * record across the page's edge, as one landing between two pages always could.
 */
export async function listPage(db: Db, scope: Scope, filter: { date?: string; userId?: string }, limit: number, offset: number) {
  const where = recordsWhere(scope, filter);
  const perDate = await db.select({ date: attendance.date, n: count() }).from(attendance).where(where).groupBy(attendance.date).orderBy(asc(attendance.date));
  let before = 0;
  let skip = 0;
  const dates: string[] = [];
  for (const { date, n } of perDate) {
    if (before + n > offset && before < offset + limit) {
      if (dates.length === 0) skip = offset - before;
      dates.push(date);
    }
    before += n;
  }
  if (dates.length === 0) return { rows: [], total: before };
  const onDates = dates.length === 1 ? eq(attendance.date, dates[0]!) : inArray(attendance.date, dates);
  return { rows: await recordsQuery(db, and(where, onDates), { limit, offset: skip }), total: before };
}

/** Every record in scope, in the grid's order: a mentor's share (a dozen days of their people), or some dates of it. */
export async function listAll(db: Db, scope: Scope, filter: { date?: string; userId?: string; dates?: readonly string[] }) {
  return recordsQuery(db, recordsWhere(scope, filter));
}

const bootcampParticipants = (scope: Scope) =>
  and(eq(users.role, 'participant'), eq(users.participantType, 'bootcamp'), eq(users.isActive, true), inScope(scope));

/** On one date: how many bootcamp participants in scope are present, absent, late or unmarked. */
export async function countsOn(db: Db, scope: Scope, date: string) {
  const [row] = await db
    .select({
      participants: sql<number>`count(*)::int`,
      present: sql<number>`count(*) filter (where ${attendance.status} = 'present')::int`,
      absent: sql<number>`count(*) filter (where ${attendance.status} = 'absent')::int`,
      late: sql<number>`count(*) filter (where ${attendance.status} = 'late')::int`,
    })
    .from(users)
    .leftJoin(attendance, and(eq(attendance.userId, users.id), eq(attendance.date, date)))
    .where(bootcampParticipants(scope));
  return row!;
}

export async function countParticipants(db: Db, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(bootcampParticipants(scope));
  return row?.n ?? 0;
}

/** Per date between `from` and `to`: records by status over the people in scope. */
export async function countsByDate(db: Db, scope: Scope, from: string, to: string) {
  return db
    .select({
      date: attendance.date,
      present: sql<number>`count(*) filter (where ${attendance.status} = 'present')::int`,
      absent: sql<number>`count(*) filter (where ${attendance.status} = 'absent')::int`,
      late: sql<number>`count(*) filter (where ${attendance.status} = 'late')::int`,
    })
    .from(attendance)
    .where(and(between(attendance.date, from, to), recordsInScope(scope)))
    .groupBy(attendance.date);
}

export async function findOnDate(db: Db, userId: string, date: string): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
  return row;
}

/**
 * An open check-in window of `date` that admits the participant (their mentor's, or a
 * superadmin's for everyone), if any, the one closing last: while there is one, only its code
 * marks them (issue 31). Open by the app's clock `now`: not closed and not ended.
 */
export async function openCheckInWindowFor(db: Db, userId: string, date: string, now: Date): Promise<{ id: string; closesAt: Date } | undefined> {
  const [row] = await db
    .select({ id: checkInWindows.id, closesAt: checkInWindows.closesAt })
    .from(checkInWindows)
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        eq(users.role, 'participant'),
        eq(users.participantType, 'bootcamp'),
        eq(checkInWindows.date, date),
        isNull(checkInWindows.closedAt),
        gt(checkInWindows.closesAt, now),
        or(eq(checkInWindows.forEveryone, true), eq(checkInWindows.openedBy, users.mentorId)),
      ),
    )
    .orderBy(desc(checkInWindows.closesAt))
    .limit(1);
  return row;
}
