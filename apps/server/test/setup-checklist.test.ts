import { SETUP_STEP_KEYS, type SetupChecklist, type SetupStepKey } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { judgeEvaluations } from '../src/db/schema/index.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam } from './helpers/teams-fixtures.ts';
import { bearer, createStaff, json, signUpParticipant, startTestApp, type TestApp } from './helpers/test-app.ts';

// 10:30 in Kolkata on 3 March 2026, day 2 of an event starting on the 2nd: a check-in window may open.
const NOW = new Date('2026-03-03T05:00:00Z');
const START = '2026-03-02';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp({ clock: () => NOW });
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const ok = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await call(method, url, admin.token, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return json(res).data;
};

const doneSteps = async (): Promise<SetupStepKey[]> => {
  const res = await call('GET', '/api/admin/setup', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  const { steps } = json<{ data: SetupChecklist }>(res).data;
  // Every step, always in the checklist's order.
  expect(steps.map((s) => s.key)).toEqual([...SETUP_STEP_KEYS]);
  return steps.filter((s) => s.done).map((s) => s.key);
};

describe('GET /api/admin/setup', () => {
  it('is for superadmins only (a participant is refused below)', async () => {
    const mentor = await createStaff(t, 'mentor');
    const judge = await createStaff(t, 'judge');
    expect((await call('GET', '/api/admin/setup', mentor.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/setup', judge.token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/setup' })).statusCode).toBe(401);
  });

  it('starts with nothing done, and each thing done through the API turns exactly its own step done', async () => {
    expect(await doneSteps()).toEqual([]);

    // A switch is saved through the same call, but it does not set the event up.
    await ok('PUT', '/api/config/config', { teamFormationEnabled: false });
    expect(await doneSteps()).toEqual([]);
    await ok('PUT', '/api/config/config', { eventName: 'Spring Camp 2026', startDate: START, teamFormationEnabled: true, selfCheckInEnabled: true });
    expect(await doneSteps()).toEqual(['event']);

    // A mentor and a judge are staff, not the people the event is for.
    const participant = await signUpParticipant(t.app);
    expect(await doneSteps()).toEqual(['event', 'people']);

    const mentor = await createStaff(t, 'mentor');
    await ok('POST', '/api/users/assign-participants', { mentorId: mentor.user.id, participantIds: [participant.user._id] });
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors']);

    // Day 2's task, or day 1's switched off, is not day 1's tasks.
    await createTask(t, admin.token, { day: 'day2' });
    const off = await createTask(t, admin.token, { day: 'day1' });
    await call('PATCH', `/api/tasks/${off._id}/toggle-status`, admin.token);
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors']);
    await createTask(t, admin.token, { day: 'day1' });
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors', 'tasks']);

    await ok('POST', '/api/check-in/sessions', { minutes: 10 });
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors', 'tasks', 'check-in']);

    // A judge with a team is half the step; the rubric saved is the other half.
    const judge = await createStaff(t, 'judge');
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, participant.token, problem._id);
    await ok('POST', '/api/users/assign-teams-to-judge', { judgeId: judge.user.id, teamIds: [team._id] });
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors', 'tasks', 'check-in']);
    // A round already scored (the demo's judges score before anyone opens the rubric) counts as a rubric in use.
    const [scored] = await t.database.db.insert(judgeEvaluations).values({ judgeId: judge.user.id, teamId: team._id, round: 1, score: 7 }).returning();
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors', 'tasks', 'check-in', 'judging']);
    await t.database.db.delete(judgeEvaluations).where(eq(judgeEvaluations.id, scored!.id));
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors', 'tasks', 'check-in']);
    await ok('PUT', '/api/judging/criteria', { criteria: [{ name: 'Impact', description: 'Who it helps', weight: 2 }] });
    expect(await doneSteps()).toEqual(['event', 'people', 'mentors', 'tasks', 'check-in', 'judging']);

    await ok('PUT', '/api/certificates/rules', { minAttendancePct: 75, minGradedPct: 70, hackathonParticipation: true, hackathonWinners: true });
    expect(await doneSteps()).toEqual([...SETUP_STEP_KEYS]);

    // Run after the empty-event checks: a participant of their own would turn 'people' done.
    expect((await call('GET', '/api/admin/setup', participant.token)).statusCode).toBe(403);
  });
});
