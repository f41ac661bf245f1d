import { GRADE_MSG } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, submissions } from '../src/db/schema/index.ts';
import { assignMentor, createTask, gradeSubmission, storedScore, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

/** Issue 41 point 3: "Feedback required with a grade" (gradeFeedbackRequired), on by default. */

type Staff = Awaited<ReturnType<typeof createStaff>>;
let t: TestApp;
let admin: Staff;
let mentor: Staff;

beforeAll(async () => {
  t = await startTestApp();
  [admin, mentor] = await Promise.all([createStaff(t, 'superadmin'), createStaff(t, 'mentor')]);
});
afterAll(() => t.close());

async function setFeedbackRequired(on: boolean) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { gradeFeedbackRequired: on } });
  expect(res.statusCode, res.body).toBe(200);
  expect(json(res).data.gradeFeedbackRequired).toBe(on);
}

/** A fresh submission of a participant of `mentor`, on a task worth 20. */
async function work() {
  const [p] = await createParticipants(t, 1);
  await assignMentor(t, mentor.user.id, [p!.user.id]);
  const task = await createTask(t, admin.token, { maxScore: 20 });
  const sub = await submitText(t, p!.token, task._id);
  return { p: p!, sub };
}

const stored = async (id: string) => (await t.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;

describe('Feedback required with a grade', () => {
  it('is on by default: a score alone is refused with the spec message, nothing stored', async () => {
    const settings = json(await t.app.inject({ method: 'GET', url: '/api/config/config' })).data;
    expect(settings.gradeFeedbackRequired).toBe(true);
    const { p, sub } = await work();
    for (const body of [{ score: 15 }, { score: 15, feedback: '' }, { score: 15, feedback: '  ' }]) {
      const res = await gradeSubmission(t, mentor.token, sub._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        message: 'Please provide both score and feedback',
        errors: [{ field: 'feedback', msg: GRADE_MSG.required }],
      });
    }
    const noScore = await gradeSubmission(t, mentor.token, sub._id, { feedback: 'Nice' });
    expect([noScore.statusCode, json(noScore).message]).toEqual([400, GRADE_MSG.required]);
    expect(await stored(sub._id)).toMatchObject({ status: 'submitted', score: null });
    expect(await storedScore(t, p.user.id)).toBe(0);
  });

  it('turned off, a score alone is saved and counted; a missing score is still refused', async () => {
    await setFeedbackRequired(false);
    try {
      const { p, sub } = await work();
      const noScore = await gradeSubmission(t, mentor.token, sub._id, { feedback: 'Nice' });
      expect([noScore.statusCode, json(noScore).message, json(noScore).errors]).toEqual([
        400,
        GRADE_MSG.scoreRequired,
        [{ field: 'score', msg: GRADE_MSG.scoreRequired }],
      ]);
      expect((await gradeSubmission(t, mentor.token, sub._id, {})).statusCode).toBe(400);
      // The other checks still apply to a score sent alone.
      expect(json(await gradeSubmission(t, mentor.token, sub._id, { score: 21 })).message).toBe(GRADE_MSG.scoreRange(20));

      const res = await gradeSubmission(t, mentor.token, sub._id, { score: 15 });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.submission).toMatchObject({ status: 'graded', score: 15, feedback: null });
      expect(await stored(sub._id)).toMatchObject({ status: 'graded', score: 15, feedback: null, gradedBy: mentor.user.id });
      expect(await storedScore(t, p.user.id)).toBe(15);

      // With feedback it is kept; a regrade that sends none (the form cleared) keeps no stale text.
      await gradeSubmission(t, mentor.token, sub._id, { score: 16, feedback: 'Good start' }, 'PUT');
      expect(await stored(sub._id)).toMatchObject({ score: 16, feedback: 'Good start' });
      const cleared = await gradeSubmission(t, mentor.token, sub._id, { score: 18, feedback: '' }, 'PUT');
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await stored(sub._id)).toMatchObject({ score: 18, feedback: null });
      expect(await storedScore(t, p.user.id)).toBe(18);
    } finally {
      await setFeedbackRequired(true);
    }
  });

  it('turned back on, feedback is required again', async () => {
    const { sub } = await work();
    const res = await gradeSubmission(t, mentor.token, sub._id, { score: 10 });
    expect([res.statusCode, json(res).message]).toEqual([400, GRADE_MSG.required]);
  });

  it('each change of the setting is audited like the other switches', async () => {
    const entries = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'config.update'))).filter(
      (e) => (e.details as Record<string, unknown>).gradeFeedbackRequired !== undefined,
    );
    expect(entries.map((e) => (e.details as Record<string, unknown>).gradeFeedbackRequired)).toEqual([
      { from: true, to: false },
      { from: false, to: true },
    ]);
    expect(entries.every((e) => e.actorId === admin.user.id)).toBe(true);
  });
});
