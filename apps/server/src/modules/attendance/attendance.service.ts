import {
  ATTENDANCE_MSG,
  CHECK_IN_MSG,
  dateInTimeZone,
  dayDate,
  dayOfDate,
  EVENT,
  eventDays,
  type AttendanceRecord,
  type AttendanceStats,
  type AttendanceToday,
  type attendanceListQuerySchema,
  type bulkMarkAttendanceSchema,
  type CanMark,
  type FieldError,
  type markAttendanceSchema,
  type StaffAttendanceRecord,
  type updateAttendanceSchema,
} from '@hackcamp/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { ScoresService } from '../leaderboard/scores.service.ts';
import { liveEventsStatement, publishLiveEvents, type LiveMessage } from '../live/live-events.queries.ts';
import type { PeopleService } from '../people/people.service.ts';
import { managesParticipant } from '../people/staff-access.ts';
import * as q from './attendance.queries.ts';
import { sendTogether, sendTogetherAndCommit } from '../../db/pipelined-statements.ts';
import { runAsOne } from '../../db/run-as-one.ts';
import { createGridBoards, gridPage, type GridPage } from './grid-boards.ts';

type Caller = Pick<UserRow, 'id' | 'name' | 'role'>;

const rate = (present: number, records: number) => (records > 0 ? Math.round((present * 1000) / records) / 10 : null);

function toStaffView(r: q.ShownAttendance, user: { id: string; name: string; email: string }, day: number): StaffAttendanceRecord {
  return {
    _id: r.id,
    userId: { _id: user.id, name: user.name, email: user.email },
    date: r.date,
    day,
    status: r.status,
    session: r.session,
    source: r.source,
    checkInWindowId: r.checkInWindowId,
  };
}

const toOwnView = (r: q.ShownAttendance, startDate: string): AttendanceRecord => ({
  _id: r.id,
  date: r.date,
  day: dayOfDate(r.date, startDate) ?? 0,
  status: r.status,
  session: r.session,
  source: r.source,
});

/** 400 unless `date` is one of the event's days as the event config sets them. */
function assertEventDay(date: string, startDate: string) {
  if (dayOfDate(date, startDate) !== null) return;
  const msg = ATTENDANCE_MSG.dateOutsideEvent(dayDate(1, startDate), dayDate(EVENT.totalDays, startDate));
  throw badRequest(msg, [{ field: 'date', msg }]);
}

/**
 * 400 when `date` is after today in the event's time zone: a mark on a day that has not come
 * would count its points at once. Nobody, superadmins included, marks ahead (decision 0012).
 */
function assertDayHasCome(date: string, { startDate, timeZone }: { startDate: string; timeZone: string }, now: Date) {
  const today = dateInTimeZone(now, timeZone);
  if (date <= today) return;
  const msg = ATTENDANCE_MSG.dayNotYet(dayOfDate(date, startDate) ?? 0, date, today);
  throw badRequest(msg, [{ field: 'date', msg }]);
}

/** The first attendee (by position) failing `test`, as the field errors of a refused bulk mark. */
function attendeeErrors(userIds: string[], test: (id: string) => boolean, msg: string): FieldError[] {
  return userIds.flatMap((id, i) => (test(id) ? [{ field: `attendees.${i}.userId`, msg }] : []));
}

/**
 * Who hears that these participants' records of `date` changed: each participant alone of their
 * own (never a list naming others), each mentor of those among theirs, superadmins of all. The
 * event carries no count: the screens that show one read it again when it arrives.
 */
function attendanceMessages(date: string, people: readonly Pick<q.Person, 'id' | 'mentorId'>[]): LiveMessage[] {
  const event = (participantIds: string[]): LiveMessage['event'] => ({ name: 'attendance', data: { day: date, participantIds } });
  const byMentor = new Map<string, string[]>();
  for (const p of people) if (p.mentorId) byMentor.set(p.mentorId, [...(byMentor.get(p.mentorId) ?? []), p.id]);
  return [
    { event: event(people.map((p) => p.id)), to: { roles: ['superadmin'] } },
    ...[...byMentor].map(([mentorId, ids]) => ({ event: event(ids), to: { users: [mentorId] } })),
    ...people.map((p) => ({ event: event([p.id]), to: { users: [p.id] } })),
  ];
}

export function createAttendanceService(deps: {
  db: Db;
  scores: ScoresService;
  people: Pick<PeopleService, 'findById'>;
  config: ConfigService;
  audit: AuditService;
  caches: Caches;
  /** What time it is: the event's today follows it (tests set it). */
  clock?: () => Date;
}) {
  const { db, scores, people, config, audit } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The admin's pages of the attendance grid: kept until the database names a change to anyone,
  // or the event days move (the settings).
  const pages = deps.caches.create<GridPage>({ maxEntries: 2_000, maxAgeMs: 10 * 60_000 });
  // A mentor's grid, read page after page: their whole share held and patched a day at a time.
  const grid = createGridBoards({
    db,
    caches: deps.caches,
    read: async (tx, mentorId, dates) => staffViews(await q.listAll(tx, { mentorId }, dates ? { dates } : {})),
  });
  // Each participant's own record, on their dashboard: the same lifetime.
  const own = deps.caches.create<AttendanceRecord[]>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });
  const startDateOf = async (tx: Db = db) => (await config.get(tx)).startDate;
  const scopeOf = (caller: Caller): q.Scope => ({ mentorId: caller.role === 'mentor' ? caller.id : null });

  async function staffViews(rows: Awaited<ReturnType<typeof q.listAll>>): Promise<StaffAttendanceRecord[]> {
    const startDate = await startDateOf();
    // A mentor's grid is some 1,300 records over twelve dates: each date's day is worked out once
    // (121 ms of the server's 3.1 s while 80 mentors' grids loaded at once, in a profile).
    const days = new Map<string, number>();
    return rows.map((r) => {
      let day = days.get(r.record.date);
      if (day === undefined) days.set(r.record.date, (day = dayOfDate(r.record.date, startDate) ?? 0));
      return toStaffView(r.record, r.user, day);
    });
  }

  /** Tells whoever sees these participants' records of `date` that they changed, in its transaction (one statement). */
  async function announce(tx: Db, date: string, people: readonly Pick<q.Person, 'id' | 'mentorId'>[]) {
    if (people.length === 0) return;
    await publishLiveEvents(tx, attendanceMessages(date, people));
  }

  /**
   * Marks one day for several participants in one transaction, all or nothing, with a fixed
   * number of statements whatever their count: lock the people (id order), check every one, read
   * their records of the day, then write every record, every score and every audit entry in one
   * statement.
   */
  async function markMany(tx: Db, caller: Caller, date: string, attendees: { userId: string; status: q.DayMark['status'] }[], bulk: boolean) {
    const ids = attendees.map((a) => a.userId.toLowerCase());
    // One round trip (decision 0049). The people are locked before their records are read and
    // every attendance path locks them first, so the records stay as read until commit: which
    // marks are new, and what each one replaces.
    const [settings, locked, before] = await sendTogether(
      tx,
      () => config.get(tx),
      () => q.lockPeople(tx, ids),
      () => q.recordsOn(tx, ids, date),
    );
    const { startDate } = settings;
    assertEventDay(date, startDate);
    assertDayHasCome(date, settings, clock());
    const people = new Map(locked.map((p) => [p.id, p]));
    const one = ids.length === 1 && !bulk;

    const missing = ids.filter((id) => people.get(id)?.role !== 'participant');
    if (missing.length) {
      throw one
        ? notFound(ATTENDANCE_MSG.participantNotFound)
        : new AppError(
            404,
            ATTENDANCE_MSG.someNotFound,
            attendeeErrors(ids, (id) => missing.includes(id), ATTENDANCE_MSG.participantNotFound),
          );
    }
    const notMine = ids.filter((id) => !managesParticipant(caller, people.get(id)!));
    if (notMine.length) {
      throw one
        ? forbidden(ATTENDANCE_MSG.notYourParticipant)
        : new AppError(
            403,
            ATTENDANCE_MSG.someNotYours,
            attendeeErrors(ids, (id) => notMine.includes(id), ATTENDANCE_MSG.notYourParticipant),
          );
    }
    const hackathon = ids.filter((id) => people.get(id)!.participantType === 'hackathon');
    if (hackathon.length) {
      throw one
        ? conflict(ATTENDANCE_MSG.hackathonOnly)
        : new AppError(
            409,
            ATTENDANCE_MSG.someHackathonOnly,
            attendeeErrors(ids, (id) => hackathon.includes(id), ATTENDANCE_MSG.hackathonOnly),
          );
    }

    const written = await writeMarks(
      tx,
      caller,
      date,
      startDate,
      ids.map((id) => people.get(id)!),
      attendees.map((a) => a.status),
      before,
      {
        origin: q.STAFF_MARK,
        action: 'attendance.mark',
        details: bulk ? { bulk: true } : {},
      },
    );
    const day = dayOfDate(date, startDate) ?? 0;
    return written.map((w) => ({ record: toStaffView(w.record, w.person, day), created: w.created }));
  }

  /**
   * The one write path of marks, staff marks and scanned codes alike: the records, the totals
   * counting them, the trail and the live events in one statement. The people must be locked
   * (lockPeople) and `before` read after that lock. The transaction's last statement: nothing
   * may be checked or written after it, its commit is on its way with it.
   */
  async function writeMarks(
    tx: Db,
    actor: Caller,
    date: string,
    startDate: string,
    people: readonly q.Person[],
    statuses: readonly q.DayMark['status'][],
    before: Awaited<ReturnType<typeof q.recordsOn>>,
    how: { origin: q.MarkOrigin; action: string; details: Record<string, unknown>; alsoPublish?: readonly LiveMessage[] },
  ) {
    const marks: q.DayMark[] = people.map((p, i) => ({ id: before.get(p.id)?.id ?? randomUUID(), userId: p.id, status: statuses[i]! }));
    const [first, ...more] = marks.map((m, i) => ({
      action: how.action,
      target: { type: 'user', id: m.userId, label: people[i]!.name },
      details: {
        recordId: m.id,
        date,
        day: dayOfDate(date, startDate),
        status: m.status,
        previousStatus: before.get(m.userId)?.status ?? null,
        source: how.origin.source,
        ...(how.origin.checkInWindowId && { checkInWindowId: how.origin.checkInWindowId }),
        ...how.details,
      },
    }));
    // The records, the totals counting them, the trail and the live events: one statement, the
    // transaction's last, with its commit in the same round trip (decision 0054).
    // Only the people whose present days change have their totals moved (and their rows written).
    const counts = (status: q.DayMark['status'] | undefined) => (status === 'present' ? 1 : 0);
    const changes = marks.map((m) => ({ userId: m.userId, days: counts(m.status) - counts(before.get(m.userId)?.status) })).filter((c) => c.days !== 0);
    await sendTogetherAndCommit(tx, () =>
      runAsOne(
        tx,
        [
          q.marksWrite(date, actor.id, marks, how.origin),
          ...(changes.length > 0 ? [scores.addPresentDays(tx, changes)] : []),
          audit.recording(actor, first!, ...more),
        ],
        liveEventsStatement([...attendanceMessages(date, people), ...(how.alsoPublish ?? [])]),
      ),
    );
    // In the order they were asked for.
    return marks.map((m, i) => {
      const earlier = before.get(m.userId);
      // A mark that keeps the status keeps where the record came from (see marksWrite).
      const kept = earlier && earlier.status === m.status ? { source: earlier.source, checkInWindowId: earlier.checkInWindowId } : how.origin;
      // A new record takes the column's default session, the only one there is.
      const record = { id: m.id, date, status: m.status, session: earlier?.session ?? 'full-day', ...kept };
      return { record, person: people[i]!, created: !earlier };
    });
  }

  /**
   * A record and its participant for a change: the participant's row is locked before the record
   * (the order every attendance path takes), and the caller must manage that participant.
   */
  async function lockRecordForChange(tx: Db, caller: Caller, id: string, notFoundMsg: string) {
    const seen = await q.findById(tx, id);
    if (!seen) throw notFound(notFoundMsg);
    const [person] = await q.lockPeople(tx, [seen.userId]);
    const record = await q.lockById(tx, id);
    if (!record || !person) throw notFound(notFoundMsg);
    if (!managesParticipant(caller, person)) throw forbidden(ATTENDANCE_MSG.notYourParticipant);
    return { record, person };
  }

  return {
    /**
     * A scanned code's mark (issue 31): the participant, locked, present on `date` through the
     * window, by the same write path as a mentor's mark. A present record stays as it is
     * ('already'); an absent one turns present, since the person is at the door (decision 0030).
     * Runs in the caller's transaction, which has checked the window.
     */
    async checkInWrite(
      tx: Db,
      participant: Caller,
      { date, startDate, windowId }: { date: string; startDate: string; windowId: string },
      admits: (person: q.Person) => boolean,
      alsoPublish: readonly LiveMessage[],
    ): Promise<'checked-in' | 'already' | 'not-admitted'> {
      const [person] = await q.lockPeople(tx, [participant.id]);
      if (!person) throw notFound(ATTENDANCE_MSG.participantNotFound);
      // Read under the lock: an assignment changed since the scan was read decides here.
      if (!admits(person)) return 'not-admitted';
      const before = await q.recordsOn(tx, [person.id], date);
      if (before.get(person.id)?.status === 'present') return 'already';
      await writeMarks(tx, participant, date, startDate, [person], ['present'], before, {
        origin: { source: 'check-in', checkInWindowId: windowId },
        action: 'attendance.check-in',
        details: {},
        alsoPublish,
      });
      return 'checked-in';
    },

    /** The open check-in window that admits the participant today, if any (their status screen). */
    openCheckInWindowFor: (userId: string, date: string, now: Date) => q.openCheckInWindowFor(db, userId, date, now),

    mine: (userId: string): Promise<AttendanceRecord[]> =>
      own.getOrLoad(userId, async () => {
        const [rows, startDate] = await Promise.all([q.listForUser(db, userId), startDateOf()]);
        return { value: rows.map((r) => toOwnView(r, startDate)), tags: [userId, TAG.settings] };
      }),

    /**
     * Marks one participant's day, or changes the mark (one record per day), and the score with it.
     * A superadmin may mark any bootcamp participant, a mentor only those assigned to them.
     */
    async markForUser(caller: UserRow, input: z.output<typeof markAttendanceSchema>): Promise<{ record: StaffAttendanceRecord; created: boolean }> {
      return db.transaction(async (tx) => (await markMany(tx, caller, input.date, [{ userId: input.userId, status: input.status }], false))[0]!);
    },

    /** One day for many participants: every record or none (403 if any is not the caller's). */
    async markForUsers(caller: UserRow, input: z.output<typeof bulkMarkAttendanceSchema>) {
      const results = await db.transaction((tx) => markMany(tx, caller, input.date, input.attendees, true));
      const created = results.filter((r) => r.created).length;
      return { attendance: results.map((r) => r.record), created, updated: results.length - created };
    },

    async update(caller: UserRow, id: string, input: z.output<typeof updateAttendanceSchema>): Promise<StaffAttendanceRecord> {
      return db.transaction(async (tx) => {
        const { record, person } = await lockRecordForChange(tx, caller, id, ATTENDANCE_MSG.notFoundRecord);
        const settings = await config.get(tx);
        const { startDate } = settings;
        // A record of a day still to come (marked before this rule, or the event moved) can be
        // removed, not changed: a change is a mark.
        assertDayHasCome(record.date, settings, clock());
        const row = await q.setStatus(tx, id, input.status, caller.id);
        await scores.recomputeScores(tx, [person.id]);
        await audit.record(tx, caller, {
          action: 'attendance.update',
          target: { type: 'user', id: person.id, label: person.name },
          details: { recordId: id, date: record.date, day: dayOfDate(record.date, startDate), status: input.status, previousStatus: record.status },
        });
        await announce(tx, record.date, [person]);
        return toStaffView(row, person, dayOfDate(row.date, startDate) ?? 0);
      });
    },

    /** Removes a record (same access rule as marking) and takes its points off the score. */
    async remove(caller: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { record, person } = await lockRecordForChange(tx, caller, id, ATTENDANCE_MSG.notFound);
        await q.deleteById(tx, id);
        await scores.recomputeScores(tx, [person.id]);
        await audit.record(tx, caller, {
          action: 'attendance.remove',
          target: { type: 'user', id: person.id, label: person.name },
          details: { recordId: id, date: record.date, previousStatus: record.status },
        });
        await announce(tx, record.date, [person]);
      });
    },

    /** A page of records: a mentor's participants only; naming someone else's is a 403. */
    async list(caller: UserRow, query: z.output<typeof attendanceListQuerySchema>) {
      const scope = scopeOf(caller);
      if (query.userId && scope.mentorId) {
        const person = await people.findById(db, query.userId);
        if (!person || person.role !== 'participant') throw notFound(ATTENDANCE_MSG.participantNotFound);
        if (!managesParticipant(caller, person)) throw forbidden(ATTENDANCE_MSG.notYourParticipant);
      }
      const filter = { date: query.date, userId: query.userId?.toLowerCase() };
      const paging = { page: query.page, limit: query.limit };
      const { mentorId } = scope;
      if (mentorId) return grid.page(mentorId, { ...filter, ...paging });
      return pages.getOrLoad(JSON.stringify(query), async () => {
        const { rows, total } = await q.listPage(db, scope, filter, query.limit, (query.page - 1) * query.limit);
        return { value: gridPage(await staffViews(rows), total, paging), tags: [TAG.anyUser, TAG.anyPersonal, TAG.settings] };
      });
    },

    async today(caller: UserRow, now = clock()): Promise<AttendanceToday> {
      const { startDate, timeZone } = await config.get();
      const date = dateInTimeZone(now, timeZone);
      const counts = await q.countsOn(db, scopeOf(caller), date);
      const marked = counts.present + counts.absent + counts.late;
      return { date, day: dayOfDate(date, startDate), ...counts, unmarked: counts.participants - marked };
    },

    async stats(caller: UserRow): Promise<AttendanceStats> {
      const scope = scopeOf(caller);
      const startDate = await startDateOf();
      const days = eventDays(startDate);
      const [rows, participants] = await Promise.all([q.countsByDate(db, scope, days[0]!.date, days.at(-1)!.date), q.countParticipants(db, scope)]);
      const byDate = new Map(rows.map((r) => [r.date, r]));
      return {
        participants,
        days: days.map((d) => {
          const c = byDate.get(d.date) ?? { present: 0, absent: 0, late: 0 };
          return {
            day: d.day,
            date: d.date,
            phase: d.phase,
            present: c.present,
            absent: c.absent,
            late: c.late,
            rate: rate(c.present, c.present + c.absent + c.late),
          };
        }),
      };
    },

    /** Self check-in: open only when the event config allows it, on an event day, once a day. */
    async canMark(user: UserRow, now = clock()): Promise<CanMark> {
      const settings = await config.get();
      const date = dateInTimeZone(now, settings.timeZone);
      const day = dayOfDate(date, settings.startDate);
      let reason: string | null = null;
      // While a check-in window admits them, only the code marks them (issue 31).
      if (await q.openCheckInWindowFor(db, user.id, date, now)) reason = CHECK_IN_MSG.useCode;
      else if (!settings.selfCheckInEnabled) reason = ATTENDANCE_MSG.selfCheckInClosed;
      else if (day === null) reason = ATTENDANCE_MSG.notEventDay;
      else if (await q.findOnDate(db, user.id, date)) reason = ATTENDANCE_MSG.alreadyCheckedIn;
      return { canMark: reason === null, reason, date, day };
    },

    async checkIn(user: UserRow, now = clock()): Promise<AttendanceRecord> {
      return db.transaction(async (tx) => {
        const settings = await config.get(tx);
        const date = dateInTimeZone(now, settings.timeZone);
        // While a check-in window admits them, only the code marks them (issue 31).
        if (await q.openCheckInWindowFor(tx, user.id, date, now)) throw conflict(CHECK_IN_MSG.useCode);
        if (!settings.selfCheckInEnabled) throw forbidden(ATTENDANCE_MSG.selfCheckInClosed);
        if (dayOfDate(date, settings.startDate) === null) throw conflict(ATTENDANCE_MSG.notEventDay);
        const [person] = await q.lockPeople(tx, [user.id]);
        const row = await q.insertIfAbsent(tx, { userId: user.id, date, status: 'present', markedBy: user.id, source: 'self' });
        if (!row) throw conflict(ATTENDANCE_MSG.alreadyCheckedIn);
        await scores.recomputeScores(tx, [user.id]);
        await audit.record(tx, user, {
          action: 'attendance.check-in',
          target: { type: 'user', id: user.id, label: user.name },
          details: { recordId: row.id, date, day: dayOfDate(date, settings.startDate), status: 'present', source: 'self' },
        });
        // The mentor as locked above: the session's copy of the caller may predate an assignment.
        await announce(tx, date, [person ?? { id: user.id, mentorId: user.mentorId }]);
        return toOwnView(row, settings.startDate);
      });
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
