import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TASK_MSG } from '@hackcamp/contract';
import { auditLog } from '../src/db/schema/index.ts';
import { multipart } from './helpers/multipart.ts';
import { assignMentor, createTask, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 30, item 4: due dates, late work, and "Show future days' tasks". The app is built with a
// clock the tests set, so the event's "today" is theirs (submissions are stamped with the real time).
let now = new Date();
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let mentor: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  [admin, mentor] = await Promise.all([createStaff(t, 'superadmin'), createStaff(t, 'mentor')]);
  const res = await setConfig({ startDate: '2026-03-01' });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

// Day 6 of an event that starts on 1 March 2026: 6 March, 11:30 in Kolkata.
beforeEach(() => {
  now = new Date('2026-03-06T06:00:00Z');
});

const PAST = '2020-01-01T12:00:00+05:30';
const FUTURE = '2099-01-01T12:00:00+05:30';

const setConfig = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload });
const updateTask = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers: bearer(admin.token), payload });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const mine = async (token: string) => json(await get(token, '/api/submissions/my-submissions')).data.submissions as { _id: string; isLate: boolean }[];

async function editText(token: string, taskId: string, text: string) {
  const body = multipart({ taskId, submissionType: 'text', isEdit: 'true', content: JSON.stringify({ text }) });
  const res = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.submission as { _id: string; isLate: boolean };
}

async function mentee() {
  const [p] = await createParticipants(t, 1);
  await assignMentor(t, mentor.user.id, [p!.user.id]);
  return p!;
}

describe('due dates', () => {
  it('are stored as the instant given, shown back in UTC, and cleared with null', async () => {
    const task = await createTask(t, admin.token, { dueDate: '2026-03-06T18:00:00+05:30' });
    expect(json(await get(admin.token, `/api/tasks/${task._id}`)).data.task.dueDate).toBe('2026-03-06T12:30:00.000Z');
    const cleared = await updateTask(task._id, { dueDate: null });
    expect(json(cleared).data.task.dueDate).toBeNull();
    const plain = await createTask(t, admin.token);
    expect(json(await get(admin.token, `/api/tasks/${plain._id}`)).data.task.dueDate).toBeNull();
  });

  it('refuse what is not a date and time, in plain words, long input before its pattern', async () => {
    for (const dueDate of ['tomorrow', '2026-03-06', '2026-03-06T18:00:00', 'x'.repeat(100_000), 42]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(admin.token),
        payload: { title: 'Bad due', description: 'x', day: 'day1', dueDate },
      });
      expect([res.statusCode, json(res).message], String(dueDate).slice(0, 20)).toEqual([400, TASK_MSG.dueDateInvalid]);
    }
  });
});

describe('late work', () => {
  it('on time: before the due date the submission is not late, for the participant and the mentor', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token, { dueDate: FUTURE });
    const sub = await submitText(t, p.token, task._id);
    expect(await mine(p.token)).toMatchObject([{ _id: sub._id, isLate: false }]);
    expect(json(await get(mentor.token, `/api/submissions/${sub._id}`)).data.submission.isLate).toBe(false);
  });

  it('late: after the due date it is accepted and marked late, for the participant, the mentor and the exports', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token, { dueDate: PAST, title: 'Late task for the export' });
    const sub = await submitText(t, p.token, task._id);
    expect(await mine(p.token)).toMatchObject([{ _id: sub._id, isLate: true }]);
    expect(json(await get(mentor.token, `/api/submissions/${sub._id}`)).data.submission.isLate).toBe(true);
    const queue = json(await get(mentor.token, `/api/tasks/${task._id}/submissions`)).data.submissions;
    expect(queue).toMatchObject([{ _id: sub._id, isLate: true }]);

    const csv = await get(admin.token, '/api/export/submissions');
    const rows = parse(csv.rawPayload, { bom: true }) as string[][];
    const late = rows[0]!.indexOf('Late');
    expect(late).toBeGreaterThan(0);
    expect(rows.find((r) => r[1] === p.user.email)![late]).toBe('Yes');
  });

  it('no due date: never late', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token);
    await submitText(t, p.token, task._id);
    expect((await mine(p.token))[0]!.isLate).toBe(false);
    const rows = parse((await get(admin.token, '/api/export/submissions')).rawPayload, { bom: true }) as string[][];
    expect(rows.find((r) => r[1] === p.user.email)![rows[0]!.indexOf('Late')]).toBe('No');
  });

  it('edited after the due date: the edit hands the work in anew, so it is late', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token, { dueDate: FUTURE });
    await submitText(t, p.token, task._id, 'first version, on time');
    expect((await mine(p.token))[0]!.isLate).toBe(false);
    // The due date passes (moved into the past), then the participant edits.
    expect((await updateTask(task._id, { dueDate: PAST })).statusCode).toBe(200);
    expect((await mine(p.token))[0]!.isLate, 'moving the due date alone re-marks nothing').toBe(false);
    expect((await editText(p.token, task._id, 'second version, after the due date')).isLate).toBe(true);
    expect((await mine(p.token))[0]!.isLate).toBe(true);
  });

  it('a due date moved later does not re-mark work already judged late', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token, { dueDate: PAST });
    await submitText(t, p.token, task._id);
    expect((await updateTask(task._id, { dueDate: FUTURE })).statusCode).toBe(200);
    expect((await mine(p.token))[0]!.isLate).toBe(true);
    // Handed in again now, before the new due date: on time.
    expect((await editText(p.token, task._id, 'again')).isLate).toBe(false);
  });
});

describe("Show future days' tasks", () => {
  let p: Awaited<ReturnType<typeof mentee>>;
  const ids: Record<string, string> = {};
  const visibleDays = async (url = '/api/tasks') =>
    (json(await get(p.token, url)).data.tasks as { _id: string; day: string }[]).filter((x) => Object.values(ids).includes(x._id)).map((x) => x.day);

  beforeAll(async () => {
    p = await mentee();
    for (const day of ['day5', 'day6', 'day7', 'day12']) ids[day] = (await createTask(t, admin.token, { day, title: `Future test ${day}` }))._id;
  });
  afterAll(async () => {
    expect((await setConfig({ showFutureTasks: true })).statusCode).toBe(200);
  });

  it('is on by default: participants see every day', async () => {
    expect(json(await get(p.token, '/api/config/config')).data.showFutureTasks).toBe(true);
    expect(await visibleDays()).toEqual(['day5', 'day6', 'day7', 'day12']);
  });

  it('off: participants get tasks up to today only, at once; staff still see everything; audited', async () => {
    const res = await setConfig({ showFutureTasks: false });
    expect([res.statusCode, json(res).data.showFutureTasks]).toEqual([200, false]);
    expect(await visibleDays()).toEqual(['day5', 'day6']);
    expect(await visibleDays('/api/tasks/active')).toEqual(['day5', 'day6']);
    expect(await visibleDays('/api/tasks?day=day7')).toEqual([]);
    expect((await get(p.token, `/api/tasks/${ids.day7}`)).statusCode).toBe(404);
    expect((await get(p.token, `/api/tasks/${ids.day6}`)).statusCode).toBe(200);

    const staff = (json(await get(admin.token, '/api/tasks')).data.tasks as { _id: string }[]).map((x) => x._id);
    expect(staff).toEqual(expect.arrayContaining(Object.values(ids)));
    expect((await get(mentor.token, '/api/tasks?day=day12')).statusCode).toBe(200);
    expect(json(await get(mentor.token, '/api/tasks?day=day12')).data.tasks.map((x: { _id: string }) => x._id)).toContain(ids.day12);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'config.update'), eq(auditLog.actorId, admin.user.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry!.details).toMatchObject({ showFutureTasks: { from: true, to: false } });
  });

  it('off: a hidden task cannot be handed in either (404), a task of today can', async () => {
    expect((await setConfig({ showFutureTasks: false })).statusCode).toBe(200);
    const body = multipart({ taskId: ids.day7!, submissionType: 'text', content: JSON.stringify({ text: 'early' }) });
    const res = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p.token), ...body.headers }, payload: body.payload });
    expect([res.statusCode, json(res).message]).toEqual([404, TASK_MSG.notFound]);
    await submitText(t, p.token, ids.day6!);
  });

  it('off: the next day brings its tasks; before day 1 nothing shows, after the event everything', async () => {
    expect((await setConfig({ showFutureTasks: false })).statusCode).toBe(200);
    now = new Date('2026-03-07T00:00:00Z'); // 05:30 on 7 March in Kolkata: day 7
    expect(await visibleDays()).toEqual(['day5', 'day6', 'day7']);
    now = new Date('2026-02-28T12:00:00Z');
    expect(await visibleDays()).toEqual([]);
    now = new Date('2026-04-01T12:00:00Z');
    expect(await visibleDays()).toEqual(['day5', 'day6', 'day7', 'day12']);
  });

  it('on again: every day is back at once', async () => {
    expect((await setConfig({ showFutureTasks: false })).statusCode).toBe(200);
    expect(await visibleDays()).toEqual(['day5', 'day6']);
    expect((await setConfig({ showFutureTasks: true })).statusCode).toBe(200);
    expect(await visibleDays()).toEqual(['day5', 'day6', 'day7', 'day12']);
    expect((await get(p.token, `/api/tasks/${ids.day12}`)).statusCode).toBe(200);
  });

  it('only a superadmin may flip it, and it takes a boolean', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(mentor.token), payload: { showFutureTasks: false } })).statusCode,
    ).toBe(403);
    expect((await setConfig({ showFutureTasks: 'no' })).statusCode).toBe(400);
  });
});
