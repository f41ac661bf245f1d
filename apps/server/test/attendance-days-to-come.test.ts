import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ATTENDANCE_MSG } from '@hackcamp/contract';
import { buildApp } from '../src/app.ts';
import { attendance, auditLog } from '../src/db/schema/index.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { assignMentor, markAttendance, removeAttendance, storedScore } from './helpers/scoring-fixtures.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { bearer, createParticipants, createStaff, json, TEST_SECRET, type TestApp } from './helpers/test-app.ts';

// Issue 27, point 3: attendance only for days that have come, in the event's time zone
// (Asia/Kolkata, UTC+05:30). The app is built with a clock the tests set, so "today" is theirs.
let now = new Date();
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let mentor: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  const database = await openTestDatabase();
  const tokens = new TokenService(TEST_SECRET, 3600);
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-nodist-'));
  const app = await buildApp({ database, tokens, config: { webDist, trustProxy: false, logLevel: 'silent' }, clock: () => now });
  await app.ready();
  t = {
    app,
    database,
    tokens,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  [admin, mentor] = await Promise.all([createStaff(t, 'superadmin'), createStaff(t, 'mentor')]);
  const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { startDate: '2026-03-01' } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

// Day 6 of an event that starts on 1 March 2026: 6 March, 11:30 in Kolkata.
beforeEach(() => {
  now = new Date('2026-03-06T06:00:00Z');
});

async function mentees(n: number) {
  const people = await createParticipants(t, n);
  await assignMentor(
    t,
    mentor.user.id,
    people.map((p) => p.user.id),
  );
  return people;
}
const bulk = (token: string, date: string, ids: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/attendance/mark-for-users',
    headers: bearer(token),
    payload: { date, attendees: ids.map((userId) => ({ userId })) },
  });
const recordsOf = (userId: string) => t.database.db.select().from(attendance).where(eq(attendance.userId, userId));
const notYet = (day: number, date: string, today = '2026-03-06') => ATTENDANCE_MSG.dayNotYet(day, date, today);

describe('marking a day that has not come', () => {
  it('a mentor marking day 12 on day 6 gets 400 with a plain message, and no points count', async () => {
    const [p] = await mentees(1);
    const res = await markAttendance(t, mentor.token, { userId: p!.user.id, date: '2026-03-12', status: 'present' });
    expect([res.statusCode, json(res).message]).toEqual([400, notYet(12, '2026-03-12')]);
    expect(json(res).message).toBe('Day 12 (2026-03-12) has not come yet: attendance can be marked from that day on. Today is 2026-03-06 at the event.');
    expect(json(res).errors).toEqual([{ field: 'date', msg: notYet(12, '2026-03-12') }]);
    expect((await markAttendance(t, mentor.token, { userId: p!.user.id, date: '2026-03-07', status: 'present' })).statusCode).toBe(400);
    expect(await recordsOf(p!.user.id)).toEqual([]);
    expect(await storedScore(t, p!.user.id)).toBe(0);

    // Today and the days before stay open.
    for (const date of ['2026-03-06', '2026-03-01'])
      expect((await markAttendance(t, mentor.token, { userId: p!.user.id, date, status: 'present' })).statusCode).toBe(201);
    expect(await storedScore(t, p!.user.id)).toBe(20);
  });

  it('a bulk mark of a day to come is refused whole, for a mentor and a superadmin alike', async () => {
    const people = await mentees(3);
    const ids = people.map((p) => p.user.id);
    for (const token of [mentor.token, admin.token]) {
      const res = await bulk(token, '2026-03-11', ids);
      expect([res.statusCode, json(res).message]).toEqual([400, notYet(11, '2026-03-11')]);
    }
    const single = await markAttendance(t, admin.token, { userId: ids[0], date: '2026-03-07', status: 'absent' });
    expect([single.statusCode, json(single).message]).toEqual([400, notYet(7, '2026-03-07')]);
    for (const id of ids) expect(await recordsOf(id)).toEqual([]);
    const marks = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.mark'));
    expect(marks.filter((e) => ids.includes(e.targetId!))).toEqual([]);

    const today = await bulk(mentor.token, '2026-03-06', ids);
    expect(today.statusCode, today.body).toBe(200);
    for (const id of ids) expect(await storedScore(t, id)).toBe(10);
  });

  it('a record of a day to come (marked before this rule) cannot be changed, only removed', async () => {
    const [p] = await mentees(1);
    const [early] = await t.database.db
      .insert(attendance)
      .values({ userId: p!.user.id, date: '2026-03-09', status: 'absent', markedBy: mentor.user.id })
      .returning();
    const change = await t.app.inject({ method: 'PUT', url: `/api/attendance/${early!.id}`, headers: bearer(mentor.token), payload: { status: 'present' } });
    expect([change.statusCode, json(change).message]).toEqual([400, notYet(9, '2026-03-09')]);
    expect((await recordsOf(p!.user.id))[0]!.status).toBe('absent');
    expect((await removeAttendance(t, mentor.token, early!.id)).statusCode).toBe(200);
    expect(await recordsOf(p!.user.id)).toEqual([]);
  });

  it("the day turns at midnight in the event's time zone, not at midnight UTC", async () => {
    const [p] = await mentees(1);
    const mark = (date: string) => markAttendance(t, mentor.token, { userId: p!.user.id, date, status: 'present' });
    // 18:29:59 UTC on 1 March is 23:59:59 in Kolkata: day 2 has not come.
    now = new Date('2026-03-01T18:29:59Z');
    const early = await mark('2026-03-02');
    expect([early.statusCode, json(early).message]).toEqual([400, notYet(2, '2026-03-02', '2026-03-01')]);
    // A second later it is 2 March in Kolkata while still 1 March in UTC: day 2 has come there.
    now = new Date('2026-03-01T18:30:00Z');
    expect((await mark('2026-03-02')).statusCode).toBe(201);
    const res = await bulk(mentor.token, '2026-03-03', [p!.user.id]);
    expect([res.statusCode, json(res).message]).toEqual([400, notYet(3, '2026-03-03', '2026-03-02')]);
    const today = json(await t.app.inject({ method: 'GET', url: '/api/attendance/today', headers: bearer(mentor.token) })).data;
    expect(today).toMatchObject({ date: '2026-03-02', day: 2 });
    // Kolkata is ahead of UTC, so a day that has come in UTC has always come there: at 00:00 UTC
    // on 3 March (05:30 in Kolkata) day 3 is open, and day 4 is not.
    now = new Date('2026-03-03T00:00:00Z');
    expect((await bulk(mentor.token, '2026-03-03', [p!.user.id])).statusCode).toBe(200);
    expect((await mark('2026-03-04')).statusCode).toBe(400);
    expect(await t.database.db.select().from(attendance).where(eq(attendance.userId, p!.user.id))).toHaveLength(2);
  });
});
