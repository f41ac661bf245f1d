import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayDate, TASK_MSG } from '@hackcamp/contract';
import { createTask, gradeSubmission, leaderboardEntry, markAttendance, scoreFromRecords, storedScore, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const task = (overrides: Record<string, unknown> = {}) => ({
  title: 'Build a REST API',
  description: 'Create CRUD endpoints.\n- GET /items\n- POST /items',
  day: 'day3',
  ...overrides,
});
const post = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/tasks', headers: bearer(token), payload: payload as object });

describe('task management (superadmin)', () => {
  it('creates with maxScore 100 by default, edits, toggles and deletes', async () => {
    const res = await post(admin.token, task());
    expect(res.statusCode).toBe(201);
    const created = json(res).data.task;
    expect(created).toMatchObject({ title: 'Build a REST API', day: 'day3', maxScore: 100, isActive: true });
    const put = await t.app.inject({ method: 'PUT', url: `/api/tasks/${created._id}`, headers: bearer(admin.token), payload: { maxScore: 50, day: 'day12' } });
    expect(json(put).data.task).toMatchObject({ maxScore: 50, day: 'day12' });
    const toggled = await t.app.inject({ method: 'PATCH', url: `/api/tasks/${created._id}/toggle-status`, headers: bearer(admin.token) });
    expect(json(toggled).data.task.isActive).toBe(false);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/tasks/${created._id}`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/tasks/${created._id}`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });

  it('validates title, description, day and maxScore', async () => {
    const res = await post(admin.token, { day: 'day13', maxScore: 0 });
    expect(json(res).errors).toEqual([
      { field: 'title', msg: TASK_MSG.titleRequired },
      { field: 'description', msg: TASK_MSG.descriptionRequired },
      { field: 'day', msg: TASK_MSG.dayInvalid },
      { field: 'maxScore', msg: TASK_MSG.maxScoreInvalid },
    ]);
    expect((await post(admin.token, task({ maxScore: 'lots' }))).statusCode).toBe(400);
  });

  it('is refused to participants and mentors', async () => {
    const [p] = await createParticipants(t, 1);
    const mentor = await createStaff(t, 'mentor');
    for (const token of [p!.token, mentor.token]) expect((await post(token, task())).statusCode).toBe(403);
  });
});

describe('task changes are audited and partial edits keep the rest', () => {
  it("an edit of the title alone keeps the task's max score and day", async () => {
    const created = json(await post(admin.token, task({ maxScore: 40, day: 'day7' }))).data.task;
    const put = await t.app.inject({ method: 'PUT', url: `/api/tasks/${created._id}`, headers: bearer(admin.token), payload: { title: 'Renamed task' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put).data.task).toMatchObject({ title: 'Renamed task', maxScore: 40, day: 'day7' });
  });

  it('writes who created, changed, toggled and deleted a task to the audit trail', async () => {
    const other = await createStaff(t, 'superadmin');
    const created = json(await post(other.token, task({ title: 'Audited task' }))).data.task;
    const id = created._id as string;
    await t.app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers: bearer(other.token), payload: { maxScore: 70, description: 'New text' } });
    await t.app.inject({ method: 'PATCH', url: `/api/tasks/${id}/toggle-status`, headers: bearer(other.token) });
    await t.app.inject({ method: 'DELETE', url: `/api/tasks/${id}`, headers: bearer(other.token) });
    const trail = json(await t.app.inject({ url: `/api/audit?action=task&actor=${other.user.id}`, headers: bearer(admin.token) })).data.entries;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['task.delete', 'task.toggle', 'task.update', 'task.create']);
    for (const e of trail) expect(e.target).toEqual({ type: 'task', id, label: 'Audited task' });
    expect(trail[1].details).toEqual({ isActive: false });
    expect(trail[2].details).toEqual({ fields: ['description', 'maxScore'] });
  });

  it('a failed change leaves no audit entry', async () => {
    const other = await createStaff(t, 'superadmin');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'PATCH', url: `/api/tasks/${missing}/toggle-status`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tasks/${missing}`, headers: bearer(other.token) })).statusCode).toBe(404);
    const trail = json(await t.app.inject({ url: `/api/audit?actor=${other.user.id}`, headers: bearer(admin.token) })).data.entries;
    expect(trail).toEqual([]);
  });
});

describe('task lists', () => {
  it('participants see active tasks only, in day order; staff see all', async () => {
    const a = json(await post(admin.token, task({ title: 'Day ten task', day: 'day10' }))).data.task;
    const b = json(await post(admin.token, task({ title: 'Day two task', day: 'day2' }))).data.task;
    const hidden = json(await post(admin.token, task({ title: 'Hidden task', day: 'day2' }))).data.task;
    await t.app.inject({ method: 'PATCH', url: `/api/tasks/${hidden._id}/toggle-status`, headers: bearer(admin.token) });
    const [p] = await createParticipants(t, 1);
    const seen = json(await t.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(p!.token) })).data.tasks.map((x: any) => x._id);
    expect(seen).toContain(a._id);
    expect(seen).not.toContain(hidden._id);
    expect(seen.indexOf(b._id)).toBeLessThan(seen.indexOf(a._id));
    expect((await t.app.inject({ method: 'GET', url: `/api/tasks/${hidden._id}`, headers: bearer(p!.token) })).statusCode).toBe(404);
    const staff = json(await t.app.inject({ method: 'GET', url: '/api/tasks?day=day2', headers: bearer(admin.token) })).data.tasks.map((x: any) => x._id);
    expect(staff).toEqual(expect.arrayContaining([b._id, hidden._id]));
    const active = json(await t.app.inject({ method: 'GET', url: '/api/tasks/active', headers: bearer(admin.token) })).data.tasks.map((x: any) => x._id);
    expect(active).not.toContain(hidden._id);
  });

  it('hackathon-only participants get 403 from tasks, attendance and submissions', async () => {
    const [h] = await createParticipants(t, 1, 'hackathon');
    for (const url of ['/api/tasks', '/api/tasks/active', '/api/attendance/my-attendance', '/api/submissions/my-submissions', '/api/users/leaderboard']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(h!.token) });
      expect(res.statusCode, url).toBe(403);
      expect(json(res).message).toBe(TASK_MSG.hackathonOnly);
    }
  });
});

describe('deleting a task', () => {
  it('takes its graded submissions off the scores and the leaderboard; deactivating it does not', async () => {
    const [graded, ungraded, mixed] = await createParticipants(t, 3);
    const doomed = await createTask(t, admin.token, { maxScore: 50, day: 'day4' });
    const kept = await createTask(t, admin.token, { maxScore: 50, day: 'day5' });
    const grade = async (p: typeof graded, taskId: string, score: number) => {
      const sub = await submitText(t, p!.token, taskId);
      expect((await gradeSubmission(t, admin.token, sub._id, { score, feedback: 'Well done' })).statusCode).toBe(200);
    };
    await grade(graded, doomed._id, 40);
    await submitText(t, ungraded!.token, doomed._id);
    await grade(mixed, doomed._id, 30);
    await grade(mixed, kept._id, 20);
    expect((await markAttendance(t, admin.token, { userId: mixed!.user.id, date: dayDate(1), status: 'present' })).statusCode).toBe(201);
    const scores = async () => Promise.all([graded, ungraded, mixed].map((p) => storedScore(t, p!.user.id)));
    expect(await scores()).toEqual([40, 0, 60]);

    // Inactive is not deleted: the spec's total counts every completed submission.
    const off = await t.app.inject({ method: 'PATCH', url: `/api/tasks/${doomed._id}/toggle-status`, headers: bearer(admin.token) });
    expect(json(off).data.task.isActive).toBe(false);
    expect(await scores()).toEqual([40, 0, 60]);
    expect((await leaderboardEntry(t, graded!.token, graded!.user.email))!.totalScore).toBe(40);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/tasks/${doomed._id}?withSubmissions=true`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);
    expect(await scores()).toEqual([0, 0, 30]);
    for (const p of [graded, ungraded, mixed]) expect(await storedScore(t, p!.user.id)).toBe(await scoreFromRecords(t, p!.user.id));
    expect((await leaderboardEntry(t, graded!.token, graded!.user.email))!.totalScore).toBe(0);
    expect((await leaderboardEntry(t, mixed!.token, mixed!.user.email))!.totalScore).toBe(30);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(graded!.token) });
    expect(json(profile).data.user.totalScore).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tasks/${doomed._id}`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });

  it('racing a grade of the same task leaves every score equal to what the records say', async () => {
    const people = await createParticipants(t, 6);
    const doomed = await createTask(t, admin.token, { day: 'day6' });
    const subs = await Promise.all(people.map((p) => submitText(t, p.token, doomed._id)));
    await gradeSubmission(t, admin.token, subs[0]!._id, { score: 10, feedback: 'first' });
    const results = await Promise.all([
      ...subs.map((s, i) => gradeSubmission(t, admin.token, s._id, { score: 50 + i, feedback: 'racing' })),
      t.app.inject({ method: 'DELETE', url: `/api/tasks/${doomed._id}?withSubmissions=true`, headers: bearer(admin.token) }),
    ]);
    for (const r of results) expect([200, 404], r.body).toContain(r.statusCode);
    for (const p of people) expect(await storedScore(t, p.user.id)).toBe(0);
  });
});
