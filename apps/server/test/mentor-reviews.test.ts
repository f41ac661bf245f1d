import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayDate, GRADE_MSG, MSG, SUBMISSION_MSG, TASK_MSG } from '@hackcamp/contract';
import { auditLog, submissions, users } from '../src/db/schema/index.ts';
import { assignMentor, createTask, gradeSubmission, markAttendance, storedScore, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

type Staff = Awaited<ReturnType<typeof createStaff>>;
type Person = Awaited<ReturnType<typeof createParticipants>>[number];

let t: TestApp;
let admin: Staff;
let judge: Staff;
beforeAll(async () => {
  t = await startTestApp();
  [admin, judge] = await Promise.all([createStaff(t, 'superadmin'), createStaff(t, 'judge')]);
});
afterAll(() => t.close());

async function menteesOf(mentor: Staff, n: number, names?: string[]): Promise<Person[]> {
  const people = await createParticipants(t, n);
  await assignMentor(
    t,
    mentor.user.id,
    people.map((p) => p.user.id),
  );
  if (names) {
    for (const [i, p] of people.entries()) await t.database.db.update(users).set({ name: names[i]! }).where(eq(users.id, p.user.id));
  }
  return people;
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const mark = (token: string, userId: string, day: number, status: string) => markAttendance(t, token, { userId, date: dayDate(day), status });

describe('GET /api/users/my-participants (Daily Reports)', () => {
  it("lists the mentor's participants by name with the spec's numbers computed by the server", async () => {
    const mentor = await createStaff(t, 'mentor');
    const other = await createStaff(t, 'mentor');
    const [zoya, asha, ravi] = await menteesOf(mentor, 3, ['Zoya Rao', 'Asha Iyer', 'Ravi Das']);
    await menteesOf(other, 1);

    // Asha: 2 present, 1 absent -> 66.7%; graded 40/50 (80%) and 90/100 (90%), one pending -> 85.0.
    await mark(mentor.token, asha!.user.id, 1, 'present');
    await mark(mentor.token, asha!.user.id, 2, 'present');
    await mark(mentor.token, asha!.user.id, 3, 'absent');
    const [t50, t100, t20] = [
      await createTask(t, admin.token, { maxScore: 50 }),
      await createTask(t, admin.token, { maxScore: 100 }),
      await createTask(t, admin.token, { maxScore: 20 }),
    ];
    const s1 = await submitText(t, asha!.token, t50._id);
    const s2 = await submitText(t, asha!.token, t100._id);
    await submitText(t, asha!.token, t20._id);
    await gradeSubmission(t, mentor.token, s1._id, { score: 40, feedback: 'Good' });
    await gradeSubmission(t, mentor.token, s2._id, { score: 90, feedback: 'Great' });
    // Ravi: 1 present of 3 -> 33.3%; 7/20 -> 35.0.
    await mark(mentor.token, ravi!.user.id, 1, 'present');
    await mark(mentor.token, ravi!.user.id, 2, 'absent');
    await mark(mentor.token, ravi!.user.id, 3, 'absent');
    const s3 = await submitText(t, ravi!.token, t20._id);
    await gradeSubmission(t, mentor.token, s3._id, { score: 7, feedback: 'Needs work' });

    const res = await get('/api/users/my-participants', mentor.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = json(res).data.participants;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Asha Iyer', 'Ravi Das', 'Zoya Rao']);
    expect(list[0]).toMatchObject({
      _id: asha!.user.id,
      email: asha!.user.email,
      participantType: 'bootcamp',
      totalScore: 150,
      report: { presentDays: 2, absentDays: 1, records: 3, attendanceRate: 66.7, tasksSubmitted: 3, tasksGraded: 2, averageScore: 85 },
    });
    expect(list[1].report).toEqual({ presentDays: 1, absentDays: 2, records: 3, attendanceRate: 33.3, tasksSubmitted: 1, tasksGraded: 1, averageScore: 35 });
    // Nothing recorded yet: nothing to average.
    expect(list[2]).toMatchObject({ _id: zoya!.user.id, report: { records: 0, attendanceRate: null, tasksSubmitted: 0, tasksGraded: 0, averageScore: null } });
    expect(list[0]).not.toHaveProperty('passwordHash');

    for (const token of [admin.token, judge.token, asha!.token]) expect((await get('/api/users/my-participants', token)).statusCode).toBe(403);
    expect(json(await get('/api/users/my-participants', other.token)).data.participants).toHaveLength(1);
  });
});

describe("submission lists for reviews: a mentor sees only their participants' work", () => {
  it('GET /api/tasks/{id}/submissions pages through one task; others are left out', async () => {
    const mentor = await createStaff(t, 'mentor');
    const other = await createStaff(t, 'mentor');
    const mine = await menteesOf(mentor, 3);
    const [theirs] = await menteesOf(other, 1);
    const task = await createTask(t, admin.token, { maxScore: 100, day: 'day4' });
    for (const p of [...mine, theirs!]) await submitText(t, p.token, task._id, `work of ${p.user.id}`);

    const page1 = json(await get(`/api/tasks/${task._id}/submissions?page=1&limit=2`, mentor.token)).data;
    expect(page1.submissions).toHaveLength(2);
    expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 3, hasNextPage: true, hasPrevPage: false });
    const page2 = json(await get(`/api/tasks/${task._id}/submissions?page=2&limit=2`, mentor.token)).data;
    expect(page2.pagination.hasNextPage).toBe(false);
    const seen = [...page1.submissions, ...page2.submissions];
    expect(seen.map((s: any) => s.userId._id).sort()).toEqual(mine.map((p) => p.user.id).sort());
    expect(seen[0]).toMatchObject({ taskId: { _id: task._id, maxScore: 100 }, status: 'submitted', content: { text: expect.stringContaining('work of') } });

    expect(json(await get(`/api/tasks/${task._id}/submissions`, admin.token)).data.pagination.total).toBe(4);
    const unknown = await get('/api/tasks/00000000-0000-4000-8000-000000000000/submissions', mentor.token);
    expect([unknown.statusCode, json(unknown).message]).toEqual([404, TASK_MSG.notFound]);
    expect((await get(`/api/tasks/${task._id}/submissions?limit=0`, mentor.token)).statusCode).toBe(400);
    for (const token of [mine[0]!.token, judge.token]) {
      const res = await get(`/api/tasks/${task._id}/submissions`, token);
      expect([res.statusCode, json(res).message]).toEqual([403, MSG.forbidden]);
    }
  });

  it('GET /api/submissions filters by task and review state; /pending is the oldest-first queue; /task-counts counts per task', async () => {
    const mentor = await createStaff(t, 'mentor');
    const other = await createStaff(t, 'mentor');
    const [a, b] = await menteesOf(mentor, 2);
    const [c] = await menteesOf(other, 1);
    const [x, y] = [await createTask(t, admin.token, { day: 'day5' }), await createTask(t, admin.token, { day: 'day6' })];
    const ax = await submitText(t, a!.token, x._id);
    const bx = await submitText(t, b!.token, x._id);
    const ay = await submitText(t, a!.token, y._id);
    await submitText(t, c!.token, x._id);
    await gradeSubmission(t, mentor.token, bx._id, { score: 60, feedback: 'ok' });

    const all = json(await get('/api/submissions', mentor.token)).data;
    expect(all.pagination.total).toBe(3);
    // Newest first.
    expect(all.submissions.map((s: any) => s._id)).toEqual([ay._id, bx._id, ax._id]);
    expect(json(await get(`/api/submissions?taskId=${x._id}`, mentor.token)).data.submissions.map((s: any) => s._id)).toEqual([bx._id, ax._id]);
    expect(json(await get('/api/submissions?status=graded', mentor.token)).data.submissions.map((s: any) => s._id)).toEqual([bx._id]);
    expect(json(await get('/api/submissions?status=pending', mentor.token)).data.submissions.map((s: any) => s._id)).toEqual([ay._id, ax._id]);
    expect((await get('/api/submissions?status=late', mentor.token)).statusCode).toBe(400);

    const pending = json(await get('/api/submissions/pending', mentor.token)).data;
    expect(pending.submissions.map((s: any) => s._id)).toEqual([ax._id, ay._id]);

    const counts = json(await get('/api/submissions/task-counts', mentor.token)).data.counts;
    const byTask = Object.fromEntries(counts.map((c: any) => [c.taskId, c]));
    expect(byTask[x._id]).toEqual({ taskId: x._id, submissions: 2, graded: 1, pending: 1 });
    expect(byTask[y._id]).toEqual({ taskId: y._id, submissions: 1, graded: 0, pending: 1 });
    const everyone = json(await get('/api/submissions/task-counts', admin.token)).data.counts;
    expect(everyone.find((c: any) => c.taskId === x._id)).toMatchObject({ submissions: 3, pending: 2 });

    for (const url of ['/api/submissions', '/api/submissions/pending', '/api/submissions/task-counts']) {
      expect((await get(url, a!.token)).statusCode, url).toBe(403);
    }
  });

  it('GET /api/tasks gives staff every task, inactive ones too', async () => {
    const mentor = await createStaff(t, 'mentor');
    const task = await createTask(t, admin.token, { day: 'day7' });
    await t.app.inject({ method: 'PATCH', url: `/api/tasks/${task._id}/toggle-status`, headers: bearer(admin.token) });
    const tasks = json(await get('/api/tasks', mentor.token)).data.tasks;
    expect(tasks.find((x: any) => x._id === task._id)).toMatchObject({ isActive: false });
  });
});

describe('grading is audited', () => {
  it('a grade and a regrade each leave an entry with the score before and after; a refused grade leaves none', async () => {
    const mentor = await createStaff(t, 'mentor');
    const other = await createStaff(t, 'mentor');
    const [p] = await menteesOf(mentor, 1);
    const task = await createTask(t, admin.token, { maxScore: 50 });
    const sub = await submitText(t, p!.token, task._id);
    expect((await gradeSubmission(t, other.token, sub._id, { score: 10, feedback: 'x' })).statusCode).toBe(403);
    expect((await gradeSubmission(t, mentor.token, sub._id, { score: 51, feedback: 'x' })).statusCode).toBe(400);
    expect((await gradeSubmission(t, mentor.token, sub._id, { score: 40, feedback: 'Good' })).statusCode).toBe(200);
    expect((await gradeSubmission(t, mentor.token, sub._id, { score: 45, feedback: 'Better' }, 'PUT')).statusCode).toBe(200);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, p!.user.id)).orderBy(auditLog.id);
    expect(trail.map((e) => [e.action, e.actorId, e.details])).toEqual([
      ['submission.grade', mentor.user.id, { submissionId: sub._id, taskId: task._id, taskTitle: task.title, score: 40, maxScore: 50, previousScore: null }],
      ['submission.regrade', mentor.user.id, { submissionId: sub._id, taskId: task._id, taskTitle: task.title, score: 45, maxScore: 50, previousScore: 40 }],
    ]);
    expect(trail[0]!.targetLabel).toBe(p!.user.name);
    expect(await storedScore(t, p!.user.id)).toBe(45);
  });
});

describe('DELETE /api/submissions/{id}', () => {
  it('the owner may delete before grading, not after; mentors may not; a superadmin may, and the score follows', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p, q] = await menteesOf(mentor, 2);
    const [a, b] = [await createTask(t, admin.token), await createTask(t, admin.token)];
    const waiting = await submitText(t, p!.token, a._id);
    const graded = await submitText(t, p!.token, b._id);
    await gradeSubmission(t, mentor.token, graded._id, { score: 70, feedback: 'ok' });
    const del = (id: string, token: string) => t.app.inject({ method: 'DELETE', url: `/api/submissions/${id}`, headers: bearer(token) });

    expect([(await del(waiting._id, q!.token)).statusCode, json(await del(waiting._id, q!.token)).message]).toEqual([404, SUBMISSION_MSG.notFound]);
    expect((await del(waiting._id, mentor.token)).statusCode).toBe(403);
    expect((await del(waiting._id, judge.token)).statusCode).toBe(404);
    const ownGraded = await del(graded._id, p!.token);
    expect([ownGraded.statusCode, json(ownGraded).message]).toEqual([409, SUBMISSION_MSG.alreadyGraded]);

    expect((await del(waiting._id, p!.token)).statusCode).toBe(200);
    expect(await storedScore(t, p!.user.id)).toBe(70);
    const gone = await del(graded._id, admin.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await storedScore(t, p!.user.id)).toBe(0);
    expect(await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id))).toHaveLength(0);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'submission.delete'));
    expect(entry).toMatchObject({ actorId: admin.user.id, targetId: p!.user.id, details: { submissionId: graded._id, score: 70 } });
    // Deleted work can be submitted afresh.
    await submitText(t, p!.token, a._id);
  });
});

describe('grading messages', () => {
  it("a missing score or feedback gets the spec's message", async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p] = await menteesOf(mentor, 1);
    const task = await createTask(t, admin.token);
    const sub = await submitText(t, p!.token, task._id);
    for (const body of [{ score: 50 }, { feedback: 'Nice' }]) {
      const res = await gradeSubmission(t, mentor.token, sub._id, body);
      expect([res.statusCode, json(res).message]).toEqual([400, GRADE_MSG.required]);
    }
  });
});
