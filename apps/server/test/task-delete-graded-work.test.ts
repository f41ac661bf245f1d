import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TASK_MSG } from '@hackcamp/contract';
import { auditLog, submissions } from '../src/db/schema/index.ts';
import { multipart } from './helpers/multipart.ts';
import { createTask, gradeSubmission, scoreFromRecords, storedScore, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 27, point 2: deleting a task never takes graded work with it unannounced.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const impact = (id: string, token = admin.token) => t.app.inject({ method: 'GET', url: `/api/tasks/${id}/impact`, headers: bearer(token) });
const remove = (id: string, query = '') => t.app.inject({ method: 'DELETE', url: `/api/tasks/${id}${query}`, headers: bearer(admin.token) });
const submissionsOf = async (taskId: string) => t.database.db.select().from(submissions).where(eq(submissions.taskId, taskId));
const deletions = async (taskId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'task.delete'))).filter((e) => e.targetId === taskId);

describe('DELETE /api/tasks/{id} of a task with submissions', () => {
  it('is refused with the counts unless ?withSubmissions=true; then the graded points leave the totals, and the trail keeps them', async () => {
    const people = await createParticipants(t, 4);
    const doomed = await createTask(t, admin.token, { maxScore: 50, day: 'day2' });
    const kept = await createTask(t, admin.token, { maxScore: 50, day: 'day3' });
    const subs = await Promise.all(people.map((p) => submitText(t, p.token, doomed._id)));
    await gradeSubmission(t, admin.token, subs[0]!._id, { score: 40, feedback: 'Good' });
    await gradeSubmission(t, admin.token, subs[1]!._id, { score: 25, feedback: 'Fair' });
    await gradeSubmission(t, admin.token, subs[2]!._id, { score: 0, feedback: 'Missing' });
    const keptSub = await submitText(t, people[0]!.token, kept._id);
    await gradeSubmission(t, admin.token, keptSub._id, { score: 7, feedback: 'Kept' });
    const scores = () => Promise.all(people.map((p) => storedScore(t, p.user.id)));
    expect(await scores()).toEqual([47, 25, 0, 0]);

    // What the screen shows first.
    const shown = await impact(doomed._id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(json(shown).data.impact).toEqual({ submissions: 4, graded: 3, points: 65 });
    expect(TASK_MSG.deleteImpact(json(shown).data.impact)).toBe('4 submissions, 3 graded, 65 points will be removed');

    // Without the flag (or with it false): 409 naming the counts; nothing is gone.
    for (const query of ['', '?withSubmissions=false']) {
      const refused = await remove(doomed._id, query);
      expect([refused.statusCode, json(refused).message]).toEqual([409, TASK_MSG.hasSubmissions({ submissions: 4, graded: 3, points: 65 })]);
      expect(json(refused).message).toContain('4 submissions (3 graded, 65 points');
    }
    expect(await submissionsOf(doomed._id)).toHaveLength(4);
    expect(await scores()).toEqual([47, 25, 0, 0]);
    expect(await deletions(doomed._id)).toEqual([]);

    const done = await remove(doomed._id, '?withSubmissions=true');
    expect([done.statusCode, json(done).message], done.body).toEqual([200, TASK_MSG.deletedWith({ submissions: 4, graded: 3, points: 65 })]);
    expect(json(done).data.removed).toEqual({ submissions: 4, graded: 3, points: 65 });
    expect(await submissionsOf(doomed._id)).toEqual([]);
    // Each total drops by exactly its graded score of the task, in the same transaction.
    expect(await scores()).toEqual([7, 0, 0, 0]);
    for (const p of people) expect(await storedScore(t, p.user.id)).toBe(await scoreFromRecords(t, p.user.id));

    const [entry] = await deletions(doomed._id);
    expect(entry!.actorId).toBe(admin.user.id);
    expect(entry!.details).toMatchObject({ submissionsDeleted: 4, gradedDeleted: 3, pointsRemoved: 65 });
    const removed = (entry!.details as { scoresRemoved: { userId: string; score: number }[] }).scoresRemoved;
    expect(removed.map((r) => [r.userId, r.score]).sort()).toEqual(
      [
        [people[0]!.user.id, 40],
        [people[1]!.user.id, 25],
        [people[2]!.user.id, 0],
      ].sort(),
    );
    expect((await impact(doomed._id)).statusCode).toBe(404);
  });

  it('a task without submissions is deleted as before, without the flag', async () => {
    const empty = await createTask(t, admin.token, { day: 'day4' });
    expect(json(await impact(empty._id)).data.impact).toEqual({ submissions: 0, graded: 0, points: 0 });
    const res = await remove(empty._id);
    expect([res.statusCode, json(res).message]).toEqual([200, TASK_MSG.deleted]);
    expect((await deletions(empty._id))[0]!.details).toMatchObject({ submissionsDeleted: 0, gradedDeleted: 0, pointsRemoved: 0, scoresRemoved: [] });
  });

  it('refuses a malformed flag with a clear 400, and the counts to anyone but a superadmin', async () => {
    const task = await createTask(t, admin.token, { day: 'day5' });
    for (const query of ['?withSubmissions=yes', '?withSubmissions=true&withSubmissions=true', `?withSubmissions=${'t'.repeat(5000)}`]) {
      const res = await remove(task._id, query);
      expect([res.statusCode, json(res).message], query).toEqual([400, TASK_MSG.withSubmissionsInvalid]);
    }
    const mentor = await createStaff(t, 'mentor');
    const [p] = await createParticipants(t, 1);
    expect((await impact(task._id, mentor.token)).statusCode).toBe(403);
    expect((await impact(task._id, p!.token)).statusCode).toBe(403);
    expect((await impact(randomUUID())).statusCode).toBe(404);
    // A blank parameter is no parameter (issue 30): the plain delete, allowed with nothing to lose.
    const blank = await remove(task._id, '?withSubmissions=');
    expect([blank.statusCode, json(blank).message]).toEqual([200, TASK_MSG.deleted]);
  });
});

describe('deleting a task while its work comes in', () => {
  it('work that arrived after the screen counted it refuses the plain delete', async () => {
    const [p] = await createParticipants(t, 1);
    const task = await createTask(t, admin.token, { day: 'day8', maxScore: 20 });
    expect(json(await impact(task._id)).data.impact).toEqual({ submissions: 0, graded: 0, points: 0 });
    const sub = await submitText(t, p!.token, task._id);
    await gradeSubmission(t, admin.token, sub._id, { score: 15, feedback: 'Late but good' });
    const res = await remove(task._id);
    expect([res.statusCode, json(res).message]).toEqual([409, TASK_MSG.hasSubmissions({ submissions: 1, graded: 1, points: 15 })]);
    expect(await storedScore(t, p!.user.id)).toBe(15);
  });

  it('without the flag, a submission that lands first refuses the delete; one that lands after finds no task: never both', async () => {
    for (let round = 0; round < 10; round++) {
      const people = await createParticipants(t, 8);
      const task = await createTask(t, admin.token, { day: 'day6' });
      const submit = (p: (typeof people)[number]) => {
        const body = multipart({ taskId: task._id, submissionType: 'text', content: JSON.stringify({ text: 'Done' }) });
        return t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p.token), ...body.headers }, payload: body.payload });
      };
      // The submissions go out a few milliseconds apart, the delete a little later each round:
      // it lands before them, among them and after them.
      const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
      const sent = people.map((p, i) => after(i * 4).then(() => submit(p)));
      const results = await Promise.all([...sent.slice(0, 4), after(round * 4).then(() => remove(task._id)), ...sent.slice(4)]);
      const del = results[4]!;
      const submitted = results.filter((r, i) => i !== 4 && r.statusCode === 201).length;
      for (const [i, r] of results.entries()) if (i !== 4) expect([201, 404], r.body).toContain(r.statusCode);
      if (del.statusCode === 200) {
        // Deleted: only because nothing was there yet, and nothing got in after.
        expect(submitted, `round ${round}`).toBe(0);
        expect((await deletions(task._id))[0]!.details).toMatchObject({ submissionsDeleted: 0 });
      } else {
        // Refused: every submission that was accepted is still there, named by count.
        expect(del.statusCode, del.body).toBe(409);
        expect(await submissionsOf(task._id)).toHaveLength(submitted);
        expect(json(del).message).toMatch(/^This task has \d+ submissions? \(0 graded, 0 points/);
        expect(await deletions(task._id)).toEqual([]);
      }
    }
  });

  it('with the flag, grades racing the delete are either counted in its trail or refused: points never vanish unrecorded', async () => {
    const people = await createParticipants(t, 10);
    const task = await createTask(t, admin.token, { day: 'day7' });
    const subs = await Promise.all(people.map((p) => submitText(t, p.token, task._id)));
    // The screen showed 10 submissions, none graded; now the mentors grade while the admin deletes.
    expect(json(await impact(task._id)).data.impact).toEqual({ submissions: 10, graded: 0, points: 0 });
    const grades = subs.map((s, i) => gradeSubmission(t, admin.token, s._id, { score: 10 + i, feedback: 'racing' }));
    const results = await Promise.all([...grades.slice(0, 5), remove(task._id, '?withSubmissions=true'), ...grades.slice(5)]);
    const del = results[5]!;
    expect(del.statusCode, del.body).toBe(200);
    const graded = results.flatMap((r, i) => (i === 5 || r.statusCode !== 200 ? [] : [json(r).data.submission.score as number]));
    for (const [i, r] of results.entries()) if (i !== 5) expect([200, 404], r.body).toContain(r.statusCode);
    const [entry] = await deletions(task._id);
    const points = graded.reduce((a, b) => a + b, 0);
    expect(entry!.details).toMatchObject({ submissionsDeleted: 10, gradedDeleted: graded.length, pointsRemoved: points });
    expect(json(del).message).toBe(TASK_MSG.deletedWith({ submissions: 10, graded: graded.length, points }));
    for (const p of people) expect(await storedScore(t, p.user.id)).toBe(0);
  });
});
