import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG, dayDate, MSG } from '@hackcamp/contract';
import { attendance, auditLog } from '../src/db/schema/index.ts';
import { transactionTrips } from '../src/db/pipelined-statements.ts';
import { statementsDuring } from './helpers/count-statements.ts';
import { assignMentor, markAttendance, removeAttendance, scoreFromRecords, storedScore } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

type Staff = Awaited<ReturnType<typeof createStaff>>;
type Person = Awaited<ReturnType<typeof createParticipants>>[number];

let t: TestApp;
let admin: Staff;
let mentor: Staff;
let otherMentor: Staff;
let judge: Staff;
beforeAll(async () => {
  t = await startTestApp();
  [admin, mentor, otherMentor, judge] = await Promise.all([
    createStaff(t, 'superadmin'),
    createStaff(t, 'mentor'),
    createStaff(t, 'mentor'),
    createStaff(t, 'judge'),
  ]);
});
afterAll(() => t.close());

/** `n` bootcamp participants assigned to `to`. */
async function menteesOf(to: Staff, n: number): Promise<Person[]> {
  const people = await createParticipants(t, n);
  await assignMentor(
    t,
    to.user.id,
    people.map((p) => p.user.id),
  );
  return people;
}

const bulk = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/attendance/mark-for-users', headers: bearer(token), payload: payload as object });
const update = (token: string, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/attendance/${id}`, headers: bearer(token), payload: payload as object });
const list = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/attendance${query}`, headers: bearer(token) });
const recordsOf = (ids: string[]) => t.database.db.select().from(attendance).where(inArray(attendance.userId, ids));
const auditFor = (userId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, userId)).orderBy(auditLog.id);
const ids = (people: Person[]) => people.map((p) => p.user.id);

describe('POST /api/attendance/mark-for-users (bulk)', () => {
  it('marks one day for several participants, present by default, and each score and audit entry follows', async () => {
    const people = await menteesOf(mentor, 3);
    const [a, b, c] = ids(people) as [string, string, string];
    const res = await bulk(mentor.token, {
      date: dayDate(3),
      session: 'full-day',
      attendees: [{ userId: a }, { userId: b, status: 'absent' }, { userId: c, status: 'present' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(ATTENDANCE_MSG.bulkMarked(3));
    expect(json(res).message).toBe('Attendance marked for 3 participants');
    const data = json(res).data;
    expect([data.created, data.updated]).toEqual([3, 0]);
    expect(data.attendance.map((r: any) => [r.userId._id, r.date, r.day, r.status, r.session])).toEqual([
      [a, '2025-08-06', 3, 'present', 'full-day'],
      [b, '2025-08-06', 3, 'absent', 'full-day'],
      [c, '2025-08-06', 3, 'present', 'full-day'],
    ]);
    expect([await storedScore(t, a), await storedScore(t, b), await storedScore(t, c)]).toEqual([10, 0, 10]);

    // Another day counts beside this one: a's total is both days' marks.
    expect((await bulk(mentor.token, { date: dayDate(4), attendees: [{ userId: a }] })).statusCode).toBe(200);
    expect(await storedScore(t, a)).toBe(20);

    // Again, with changes: the same records change, none is added.
    const again = await bulk(mentor.token, {
      date: dayDate(3),
      attendees: [
        { userId: a, status: 'absent' },
        { userId: b, status: 'present' },
      ],
    });
    expect(json(again).data).toMatchObject({ created: 0, updated: 2 });
    expect(json(again).data.attendance.map((r: any) => r._id)).toEqual(data.attendance.slice(0, 2).map((r: any) => r._id));
    expect(await recordsOf([a, b, c])).toHaveLength(4);
    expect([await storedScore(t, a), await storedScore(t, b)]).toEqual([10, 10]);

    // Who did it, when, and what it was before: one entry per participant and change.
    const trail = await auditFor(a);
    expect(trail.map((e) => [e.action, e.actorId, e.details])).toEqual([
      ['attendance.mark', mentor.user.id, expect.objectContaining({ date: '2025-08-06', day: 3, status: 'present', previousStatus: null, bulk: true })],
      ['attendance.mark', mentor.user.id, expect.objectContaining({ date: '2025-08-07', day: 4, status: 'present', previousStatus: null, bulk: true })],
      ['attendance.mark', mentor.user.id, expect.objectContaining({ status: 'absent', previousStatus: 'present', bulk: true })],
    ]);
    // Each entry names the record it wrote: the new one, then the same one changed.
    expect([trail[0]!.details, trail[2]!.details].map((d) => (d as { recordId: string }).recordId)).toEqual([data.attendance[0]._id, data.attendance[0]._id]);
    expect(trail[0]!.at).toBeInstanceOf(Date);
  });

  it('writes nothing and answers 403 when one attendee is another mentor’s participant', async () => {
    const mine = await menteesOf(mentor, 2);
    const [theirs] = await menteesOf(otherMentor, 1);
    const before = (await t.database.db.select().from(auditLog)).length;
    const res = await bulk(mentor.token, { date: dayDate(4), attendees: [...ids(mine), theirs!.user.id].map((userId) => ({ userId })) });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(ATTENDANCE_MSG.someNotYours);
    expect(json(res).errors).toEqual([{ field: 'attendees.2.userId', msg: ATTENDANCE_MSG.notYourParticipant }]);
    expect(await recordsOf([...ids(mine), theirs!.user.id])).toHaveLength(0);
    for (const p of [...mine, theirs!]) expect(await storedScore(t, p.user.id)).toBe(0);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);

    // A participant with no mentor is not the mentor's either; a superadmin may mark them all.
    const [free] = await createParticipants(t, 1);
    expect((await bulk(mentor.token, { date: dayDate(4), attendees: [{ userId: free!.user.id }] })).statusCode).toBe(403);
    const ok = await bulk(admin.token, { date: dayDate(4), attendees: [...ids(mine), theirs!.user.id, free!.user.id].map((userId) => ({ userId })) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await recordsOf([...ids(mine), theirs!.user.id, free!.user.id])).toHaveLength(4);
  });

  it('writes nothing when one attendee is not a participant (404) or is hackathon-only (409)', async () => {
    const mine = await menteesOf(mentor, 2);
    const [hack] = await createParticipants(t, 1, 'hackathon');
    await assignMentor(t, mentor.user.id, [hack!.user.id]);
    const cases: [string, number, string][] = [
      ['00000000-0000-4000-8000-000000000000', 404, ATTENDANCE_MSG.someNotFound],
      [judge.user.id, 404, ATTENDANCE_MSG.someNotFound],
      [hack!.user.id, 409, ATTENDANCE_MSG.someHackathonOnly],
    ];
    for (const [odd, status, message] of cases) {
      const res = await bulk(mentor.token, { date: dayDate(5), attendees: [...ids(mine), odd].map((userId) => ({ userId })) });
      expect([res.statusCode, json(res).message], odd).toEqual([status, message]);
      expect(json(res).errors[0].field).toBe('attendees.2.userId');
    }
    expect(await recordsOf([...ids(mine), hack!.user.id])).toHaveLength(0);
  });

  it('answers the spec’s and clear 400s for bad input, and refuses non-staff', async () => {
    const [p] = await menteesOf(mentor, 1);
    const id = p!.user.id;
    const cases: [unknown, string][] = [
      [{ attendees: [{ userId: id }] }, ATTENDANCE_MSG.selectDate],
      [{ date: '', attendees: [{ userId: id }] }, ATTENDANCE_MSG.selectDate],
      [{ date: dayDate(1) }, ATTENDANCE_MSG.selectParticipants],
      [{ date: dayDate(1), attendees: [] }, ATTENDANCE_MSG.selectParticipants],
      [{ date: dayDate(1), attendees: [{ userId: id }, { userId: id.toUpperCase(), status: 'absent' }] }, ATTENDANCE_MSG.duplicateParticipant],
      [{ date: dayDate(1), attendees: [{ userId: id, status: 'late' }] }, ATTENDANCE_MSG.statusInvalid],
      [{ date: dayDate(1), session: 'morning', attendees: [{ userId: id }] }, ATTENDANCE_MSG.sessionInvalid],
      [
        { date: dayDate(1), attendees: Array.from({ length: 501 }, (_, i) => ({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` })) },
        ATTENDANCE_MSG.tooMany,
      ],
      [{ date: '2025-02-30', attendees: [{ userId: id }] }, ATTENDANCE_MSG.dateInvalid],
      [{ date: '2025-08-16', attendees: [{ userId: id }] }, ATTENDANCE_MSG.dateOutsideEvent('2025-08-04', '2025-08-15')],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(mentor.token, body);
      expect([res.statusCode, json(res).message], JSON.stringify(body).slice(0, 120)).toEqual([400, message]);
    }
    for (const [token, status] of [
      [p!.token, 403],
      [judge.token, 403],
      ['', 401],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark-for-users',
        headers: token ? bearer(token) : {},
        payload: { date: dayDate(1), attendees: [{ userId: id }] },
      });
      expect(res.statusCode).toBe(status);
    }
    expect(await recordsOf([id])).toHaveLength(0);
  });

  it('marks 100 participants in a handful of statements, the same number as for 2', async () => {
    const many = await menteesOf(mentor, 100);
    const two = await menteesOf(mentor, 2);
    // A first call, so anything done once (the config row's creation) is not counted below.
    await bulk(mentor.token, { date: dayDate(7), attendees: [{ userId: two[0]!.user.id }] });
    const forTwo = await statementsDuring(t.database, () => bulk(mentor.token, { date: dayDate(8), attendees: ids(two).map((userId) => ({ userId })) }));
    let res: Awaited<ReturnType<typeof bulk>> | undefined;
    const tripsBefore = transactionTrips();
    const forMany = await statementsDuring(t.database, async () => {
      res = await bulk(mentor.token, { date: dayDate(8), attendees: ids(many).map((userId, i) => ({ userId, status: i % 4 ? 'present' : 'absent' })) });
    });
    const trips = transactionTrips() - tripsBefore;
    expect(res!.statusCode, res!.body).toBe(200);
    expect(json(res!).data.created).toBe(100);
    // begin, settings, lock the people, their records before, the records with totals, trail and
    // every live event, commit.
    expect(forMany.length).toBeLessThanOrEqual(6);
    // In two round trips (decisions 0049 and 0054): begin to the records; the write and the commit.
    if (t.database.engine === 'postgres') expect(trips).toBe(2);
    expect(forMany.length).toBe(forTwo.length);
    for (const p of many.slice(0, 8)) expect(await storedScore(t, p.user.id)).toBe(await scoreFromRecords(t, p.user.id));
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, mentor.user.id))).filter(
        (e) => (e.details as { date?: string }).date === dayDate(8),
      ),
    ).toHaveLength(102);
  });
});

describe('one record per participant and day under concurrency', () => {
  it('two mentors’ tabs (a mentor and a superadmin) bulk-marking overlapping groups at once leave one record each and exact scores', async () => {
    const people = await menteesOf(mentor, 12);
    const all = ids(people);
    // Each request marks an overlapping slice, in its own order, with its own statuses.
    const requests = Array.from({ length: 10 }, (_, k) => {
      const slice = all.slice(k % 4, (k % 4) + 9);
      const ordered = k % 2 ? [...slice].reverse() : slice;
      return bulk(k % 3 ? mentor.token : admin.token, {
        date: dayDate(9),
        attendees: ordered.map((userId, i) => ({ userId, status: (i + k) % 3 ? 'present' : 'absent' })),
      });
    });
    // And single marks of the same cells, from other tabs, at the same time.
    const singles = all.slice(0, 6).map((userId, i) => markAttendance(t, i % 2 ? mentor.token : admin.token, { userId, date: dayDate(9), status: 'present' }));
    const results = await Promise.all([...requests, ...singles]);
    for (const r of results) expect([200, 201], r.body).toContain(r.statusCode);
    const rows = await recordsOf(all);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(12);
    for (const id of all) expect(await storedScore(t, id)).toBe(await scoreFromRecords(t, id));
  });

  it('bulk marks, single marks, changes and removals of the same people at once never deadlock and keep every score exact', async () => {
    const people = await menteesOf(mentor, 6);
    const all = ids(people);
    const existing = await Promise.all(
      all.map((userId) => markAttendance(t, mentor.token, { userId, date: dayDate(10), status: 'present' }).then((r) => json(r).data.attendance._id as string)),
    );
    const work = [
      bulk(mentor.token, { date: dayDate(10), attendees: all.map((userId) => ({ userId, status: 'absent' })) }),
      bulk(admin.token, { date: dayDate(11), attendees: [...all].reverse().map((userId) => ({ userId })) }),
      ...existing.slice(0, 3).map((id) => removeAttendance(t, mentor.token, id)),
      ...existing.slice(3).map((id) => update(admin.token, id, { status: 'absent' })),
      ...all.map((userId) => markAttendance(t, admin.token, { userId, date: dayDate(11), status: 'absent' })),
    ];
    const results = await Promise.all(work);
    for (const r of results) expect([200, 201, 404], r.body).toContain(r.statusCode);
    for (const id of all) {
      expect(await storedScore(t, id)).toBe(await scoreFromRecords(t, id));
      const days = (await recordsOf([id])).map((r) => r.date).sort();
      expect(new Set(days).size).toBe(days.length);
    }
  });
});

describe('PUT /api/attendance/{id}', () => {
  it('the assigned mentor changes a status; the score and the trail follow; others get 403 and change nothing', async () => {
    const [p] = await menteesOf(mentor, 1);
    const record = json(await markAttendance(t, mentor.token, { userId: p!.user.id, date: dayDate(2), status: 'present' })).data.attendance;
    expect(await storedScore(t, p!.user.id)).toBe(10);

    for (const [token, status] of [
      [otherMentor.token, 403],
      [p!.token, 403],
      [judge.token, 403],
    ] as const) {
      expect((await update(token, record._id, { status: 'absent' })).statusCode).toBe(status);
    }
    expect(await storedScore(t, p!.user.id)).toBe(10);

    const res = await update(mentor.token, record._id, { status: 'absent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: ATTENDANCE_MSG.updated,
      data: { attendance: { _id: record._id, status: 'absent', day: 2, userId: { _id: p!.user.id } } },
    });
    expect(await storedScore(t, p!.user.id)).toBe(0);
    const last = (await auditFor(p!.user.id)).at(-1)!;
    expect([last.action, last.actorId, last.details]).toEqual([
      'attendance.update',
      mentor.user.id,
      expect.objectContaining({ recordId: record._id, status: 'absent', previousStatus: 'present' }),
    ]);

    expect((await update(mentor.token, record._id, { status: 'late' })).statusCode).toBe(400);
    const gone = await update(mentor.token, '00000000-0000-4000-8000-000000000000', { status: 'present' });
    expect([gone.statusCode, json(gone).message]).toEqual([404, ATTENDANCE_MSG.notFoundRecord]);
  });

  it('DELETE records who removed what', async () => {
    const [p] = await menteesOf(mentor, 1);
    const record = json(await markAttendance(t, mentor.token, { userId: p!.user.id, date: dayDate(6), status: 'present' })).data.attendance;
    expect((await removeAttendance(t, otherMentor.token, record._id)).statusCode).toBe(403);
    expect((await removeAttendance(t, mentor.token, record._id)).statusCode).toBe(200);
    const trail = await auditFor(p!.user.id);
    expect(trail.map((e) => e.action)).toEqual(['attendance.mark', 'attendance.remove']);
    expect(trail[1]!.details).toMatchObject({ recordId: record._id, date: dayDate(6), previousStatus: 'present' });
  });
});

describe('GET /api/attendance (paged)', () => {
  it('a mentor pages through their participants’ records only; a superadmin sees everyone’s', async () => {
    const mentorC = await createStaff(t, 'mentor');
    const mine = await menteesOf(mentorC, 3);
    const [theirs] = await menteesOf(otherMentor, 1);
    for (const p of mine) await bulk(mentorC.token, { date: dayDate(1), attendees: [{ userId: p.user.id }] });
    await bulk(mentorC.token, { date: dayDate(2), attendees: ids(mine).map((userId) => ({ userId, status: 'absent' })) });
    await markAttendance(t, otherMentor.token, { userId: theirs!.user.id, date: dayDate(1), status: 'present' });

    const first = json(await list(mentorC.token, '?page=1&limit=4')).data;
    expect(first.attendance).toHaveLength(4);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 6, hasNextPage: true, hasPrevPage: false });
    const second = json(await list(mentorC.token, '?page=2&limit=4')).data;
    expect(second.attendance).toHaveLength(2);
    expect(second.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });
    const seen = [...first.attendance, ...second.attendance];
    expect(new Set(seen.map((r: any) => r._id)).size).toBe(6);
    expect(seen.every((r: any) => ids(mine).includes(r.userId._id))).toBe(true);
    expect(seen.map((r: any) => r.day)).toEqual([1, 1, 1, 2, 2, 2]);
    // Each record as the grid shows it, with its participant; within a day, by name.
    const [p0] = mine;
    expect(seen.find((r: any) => r.userId._id === p0!.user.id && r.day === 2)).toEqual({
      _id: expect.any(String),
      userId: { _id: p0!.user.id, name: p0!.user.name, email: p0!.user.email },
      date: dayDate(2),
      day: 2,
      status: 'absent',
      session: 'full-day',
      source: 'mentor',
      checkInWindowId: null,
    });
    const names = seen.slice(0, 3).map((r: any) => r.userId.name);
    expect(seen.slice(3).map((r: any) => r.userId.name)).toEqual(names);
    expect([...names].sort()).toEqual(names);
    // A superadmin's pages are cut by the database: the same shape, every mentor's people.
    const adminPage = json(await list(admin.token, `?date=${dayDate(1)}&page=1&limit=2`)).data;
    expect(adminPage.attendance).toHaveLength(2);
    expect(adminPage.attendance[0]).toEqual({
      _id: expect.any(String),
      userId: { _id: expect.any(String), name: expect.any(String), email: expect.any(String) },
      date: dayDate(1),
      day: 1,
      status: expect.stringMatching(/^(present|absent|late)$/),
      session: 'full-day',
      source: 'mentor',
      checkInWindowId: null,
    });
    expect(adminPage.pagination.total).toBeGreaterThanOrEqual(4);

    const dayTwo = json(await list(mentorC.token, `?date=${dayDate(2)}`)).data.attendance;
    expect(dayTwo.map((r: any) => r.status)).toEqual(['absent', 'absent', 'absent']);
    const one = json(await list(mentorC.token, `?userId=${mine[0]!.user.id}`)).data.attendance;
    expect(one).toHaveLength(2);

    const other = await list(mentorC.token, `?userId=${theirs!.user.id}`);
    expect([other.statusCode, json(other).message]).toEqual([403, ATTENDANCE_MSG.notYourParticipant]);
    const all = json(await list(admin.token, `?userId=${theirs!.user.id}`)).data.attendance;
    expect(all).toHaveLength(1);
    expect((await list(mentorC.token, '?limit=0')).statusCode).toBe(400);
    for (const token of [mine[0]!.token, judge.token]) expect((await list(token)).statusCode).toBe(403);
  });
});

describe('staff calls are refused to participants', () => {
  it('every attendance staff call answers 403 to a participant', async () => {
    const [p] = await createParticipants(t, 1);
    const calls: [string, string, object?][] = [
      ['GET', '/api/attendance'],
      ['GET', '/api/attendance/today'],
      ['GET', '/api/attendance/stats'],
      ['POST', '/api/attendance/mark-for-users', { date: dayDate(1), attendees: [{ userId: p!.user.id }] }],
      ['PUT', '/api/attendance/00000000-0000-4000-8000-000000000000', { status: 'present' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(p!.token), ...(payload && { payload }) });
      expect([res.statusCode, json(res).message], `${method} ${url}`).toEqual([403, MSG.forbidden]);
    }
    expect(
      await t.database.db
        .select()
        .from(attendance)
        .where(and(eq(attendance.userId, p!.user.id))),
    ).toHaveLength(0);
  });
});
