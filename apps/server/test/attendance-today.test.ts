import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attendance, auditLog } from '../src/db/schema/index.ts';
import { assignMentor, markAttendance, storedScore } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 30, item 2: a mentor cannot mark a day after today (test/attendance-days-to-come.test.ts
// proves the 400 and that nothing is stored); a superadmin still corrects any day that has come,
// a mentor's mark included, and the trail says who changed what from what.
let now = new Date();
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let mentor: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  [admin, mentor] = await Promise.all([createStaff(t, 'superadmin'), createStaff(t, 'mentor')]);
  const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { startDate: '2026-03-01' } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const entriesFor = (userId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));

describe("a superadmin corrects a past day's attendance", () => {
  it("changes a mentor's mark of day 3 on day 6 and marks a missed day 2; both are audited and the score follows", async () => {
    const [p] = await createParticipants(t, 1);
    await assignMentor(t, mentor.user.id, [p!.user.id]);

    // Day 3, in the event's time zone: the mentor marks the participant absent.
    now = new Date('2026-03-03T06:00:00Z');
    const marked = await markAttendance(t, mentor.token, { userId: p!.user.id, date: '2026-03-03', status: 'absent' });
    expect(marked.statusCode, marked.body).toBe(201);
    const recordId = json(marked).data.attendance._id as string;

    // Day 6: the mentor may no longer mark day 7, but the superadmin may fix days 2 and 3.
    now = new Date('2026-03-06T06:00:00Z');
    expect((await markAttendance(t, mentor.token, { userId: p!.user.id, date: '2026-03-07', status: 'present' })).statusCode).toBe(400);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/attendance/${recordId}`, headers: bearer(admin.token), payload: { status: 'present' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const missed = await markAttendance(t, admin.token, { userId: p!.user.id, date: '2026-03-02', status: 'present' });
    expect(missed.statusCode, missed.body).toBe(201);

    const rows = await t.database.db.select().from(attendance).where(eq(attendance.userId, p!.user.id));
    expect(rows.map((r) => [r.date, r.status, r.markedBy]).sort()).toEqual([
      ['2026-03-02', 'present', admin.user.id],
      ['2026-03-03', 'present', admin.user.id],
    ]);
    expect(await storedScore(t, p!.user.id)).toBe(20);

    const [update] = await entriesFor(p!.user.id, 'attendance.update');
    expect(update).toMatchObject({ actorId: admin.user.id, details: { recordId, date: '2026-03-03', day: 3, status: 'present', previousStatus: 'absent' } });
    const marks = await entriesFor(p!.user.id, 'attendance.mark');
    expect(marks.map((e) => [e.actorId, e.details.date, e.details.status, e.details.previousStatus])).toEqual(
      expect.arrayContaining([
        [mentor.user.id, '2026-03-03', 'absent', null],
        [admin.user.id, '2026-03-02', 'present', null],
      ]),
    );
    expect(marks).toHaveLength(2);
  });
});
