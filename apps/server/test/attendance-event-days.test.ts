import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG, dateInTimeZone, MSG, EVENT } from '@hackcamp/contract';
import { auditLog } from '../src/db/schema/index.ts';
import { assignMentor, markAttendance, storedScore } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// These tests move the event's dates and flip the self check-in switch, so they have a database
// of their own and put the defaults back after each test.
type Staff = Awaited<ReturnType<typeof createStaff>>;

let t: TestApp;
let admin: Staff;
let mentor: Staff;
let otherMentor: Staff;
beforeAll(async () => {
  t = await startTestApp();
  [admin, mentor, otherMentor] = await Promise.all([createStaff(t, 'superadmin'), createStaff(t, 'mentor'), createStaff(t, 'mentor')]);
});
afterAll(() => t.close());
afterEach(async () => {
  await configure({ startDate: '2025-08-04', selfCheckInEnabled: false });
});

/** The organiser moves the dates knowingly: records already marked move with them (confirmDateChange). */
async function configure(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { ...body, confirmDateChange: true } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A start date that makes today (in the event's time zone) event day `day`. */
function startMakingToday(day: number): string {
  const today = dateInTimeZone(new Date(), EVENT.timeZone);
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (day - 1));
  return d.toISOString().slice(0, 10);
}

async function mentees(n: number, of: Staff = mentor) {
  const people = await createParticipants(t, n);
  await assignMentor(
    t,
    of.user.id,
    people.map((p) => p.user.id),
  );
  return people;
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the event days come from the event config', () => {
  it('moving the start date moves what can be marked, and the day numbers every view shows', async () => {
    const [p] = await mentees(1);
    await configure({ startDate: '2026-03-02' });
    const old = await markAttendance(t, mentor.token, { userId: p!.user.id, date: '2025-08-04', status: 'present' });
    expect([old.statusCode, json(old).message]).toEqual([400, 'Date must be one of the 12 event days, 2026-03-02 to 2026-03-13 (YYYY-MM-DD)']);
    const bulkOld = await t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark-for-users',
      headers: bearer(mentor.token),
      payload: { date: '2025-08-05', attendees: [{ userId: p!.user.id }] },
    });
    expect(bulkOld.statusCode).toBe(400);

    const first = await markAttendance(t, mentor.token, { userId: p!.user.id, date: '2026-03-02', status: 'present' });
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first).data.attendance).toMatchObject({ date: '2026-03-02', day: 1 });
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark-for-users',
      headers: bearer(mentor.token),
      payload: { date: '2026-03-13', attendees: [{ userId: p!.user.id }] },
    });
    expect(json(last).data.attendance[0]).toMatchObject({ date: '2026-03-13', day: 12 });
    expect((await markAttendance(t, mentor.token, { userId: p!.user.id, date: '2026-03-14', status: 'present' })).statusCode).toBe(400);

    const mine = json(await get('/api/attendance/my-attendance', p!.token)).data.attendance;
    expect(mine.map((r: { day: number }) => r.day)).toEqual([1, 12]);
    const listed = json(await get(`/api/attendance?userId=${p!.user.id}`, mentor.token)).data.attendance;
    expect(listed.map((r: { day: number }) => r.day)).toEqual([1, 12]);
    expect(await storedScore(t, p!.user.id)).toBe(20);
  });
});

describe('GET /api/attendance/today and /stats', () => {
  it("count today's marks over the mentor's participants only, and everyone's for a superadmin", async () => {
    await configure({ startDate: startMakingToday(3) });
    const today = dateInTimeZone(new Date(), EVENT.timeZone);
    const mentor = await createStaff(t, 'mentor');
    const mine = await mentees(4, mentor);
    const [theirs] = await mentees(1, otherMentor);
    await markAttendance(t, mentor.token, { userId: mine[0]!.user.id, date: today, status: 'present' });
    await markAttendance(t, mentor.token, { userId: mine[1]!.user.id, date: today, status: 'present' });
    await markAttendance(t, mentor.token, { userId: mine[2]!.user.id, date: today, status: 'absent' });
    await markAttendance(t, otherMentor.token, { userId: theirs!.user.id, date: today, status: 'present' });

    const res = await get('/api/attendance/today', mentor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ date: today, day: 3, participants: 4, present: 2, absent: 1, late: 0, unmarked: 1 });
    const all = json(await get('/api/attendance/today', admin.token)).data;
    expect(all).toMatchObject({ day: 3, present: 3, absent: 1 });
    expect(all.participants).toBeGreaterThanOrEqual(5);

    const stats = json(await get('/api/attendance/stats', mentor.token)).data;
    expect(stats.participants).toBe(4);
    expect(stats.days).toHaveLength(12);
    expect(stats.days[2]).toEqual({ day: 3, date: today, phase: 'Bootcamp', present: 2, absent: 1, late: 0, rate: 66.7 });
    expect(stats.days[0]).toMatchObject({ day: 1, present: 0, absent: 0, rate: null });
    expect(stats.days[10]).toMatchObject({ day: 11, phase: 'Hackathon' });
    expect(json(await get('/api/attendance/stats', otherMentor.token)).data.days[2]).toMatchObject({ present: 1, absent: 0, rate: 100 });
  });

  it('today outside the event has no day', async () => {
    await configure({ startDate: '2020-01-01' });
    expect(json(await get('/api/attendance/today', mentor.token)).data.day).toBeNull();
  });
});

describe('self check-in: GET /api/attendance/can-mark and POST /api/attendance', () => {
  const checkIn = (token: string) => t.app.inject({ method: 'POST', url: '/api/attendance', headers: bearer(token) });

  it('is closed unless the event config allows it', async () => {
    await configure({ startDate: startMakingToday(2) });
    const [p] = await createParticipants(t, 1);
    expect(json(await get('/api/attendance/can-mark', p!.token)).data).toMatchObject({ canMark: false, reason: ATTENDANCE_MSG.selfCheckInClosed, day: 2 });
    const res = await checkIn(p!.token);
    expect([res.statusCode, json(res).message]).toEqual([403, ATTENDANCE_MSG.selfCheckInClosed]);
    expect(await storedScore(t, p!.user.id)).toBe(0);
  });

  it('when allowed on an event day, marks the participant present once, with the score and the trail', async () => {
    await configure({ startDate: startMakingToday(5), selfCheckInEnabled: true });
    const settings = json(await t.app.inject({ method: 'GET', url: '/api/config/config' })).data;
    expect(settings.selfCheckInEnabled).toBe(true);
    const [p] = await createParticipants(t, 1);
    const today = dateInTimeZone(new Date(), EVENT.timeZone);
    expect(json(await get('/api/attendance/can-mark', p!.token)).data).toEqual({ canMark: true, reason: null, date: today, day: 5 });

    const results = await Promise.all([checkIn(p!.token), checkIn(p!.token), checkIn(p!.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const created = results.find((r) => r.statusCode === 201)!;
    expect(json(created)).toMatchObject({ message: ATTENDANCE_MSG.checkedIn, data: { attendance: { date: today, day: 5, status: 'present' } } });
    expect(json(results.find((r) => r.statusCode === 409)!).message).toBe(ATTENDANCE_MSG.alreadyCheckedIn);
    expect(await storedScore(t, p!.user.id)).toBe(10);
    expect(json(await get('/api/attendance/can-mark', p!.token)).data).toMatchObject({ canMark: false, reason: ATTENDANCE_MSG.alreadyCheckedIn });
    const trail = (await t.database.db.select().from(auditLog)).filter((e) => e.targetId === p!.user.id);
    expect(trail.map((e) => [e.action, e.actorId])).toEqual([['attendance.check-in', p!.user.id]]);

    // Staff and hackathon-only participants have no self check-in.
    const [h] = await createParticipants(t, 1, 'hackathon');
    for (const token of [mentor.token, admin.token, h!.token]) expect((await checkIn(token)).statusCode).toBe(403);
    expect(json(await checkIn(mentor.token)).message).toBe(MSG.forbidden);
  });

  it('is refused on a day that is not an event day', async () => {
    await configure({ startDate: '2020-01-01', selfCheckInEnabled: true });
    const [p] = await createParticipants(t, 1);
    expect(json(await get('/api/attendance/can-mark', p!.token)).data).toMatchObject({ canMark: false, reason: ATTENDANCE_MSG.notEventDay, day: null });
    const res = await checkIn(p!.token);
    expect([res.statusCode, json(res).message]).toEqual([409, ATTENDANCE_MSG.notEventDay]);
  });
});
