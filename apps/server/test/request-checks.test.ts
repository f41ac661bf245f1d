import { ADMIN_MSG, JUDGE_MSG, MSG, TASK_MSG, allRoutes } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createParticipants, createStaff, json, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';
import { createLedTeams } from './helpers/voting-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let participantToken: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  participantToken = (await createParticipants(t, 1))[0]!.token;
});
afterAll(() => t.close());

const urlOf = (path: string, param: (name: string) => string) => '/api' + path.replace(/:(\w+)/g, (_, name: string) => param(name));

describe('who may call comes before what was sent', () => {
  it('answers an anonymous call to any guarded route 401, whatever its path, query and body hold', async () => {
    const guarded = allRoutes().filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(60);
    for (const route of guarded) {
      // Every part broken: a path parameter that is no id, a query and a body of the wrong types.
      const url = urlOf(route.path, () => 'not-an-id') + '?page=-1&limit=x&dryRun=maybe';
      const res = await t.app.inject({ method: route.method, url, payload: route.method === 'GET' ? undefined : { name: 42, score: 'x', teamIds: 'y' } });
      expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBe(401);
      expect(json(res)).toEqual({ success: false, message: MSG.unauthenticated });
    }
  });

  it('answers an anonymous write 401 before reading a body it could not parse', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/tasks', headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(broken.statusCode).toBe(401);
    const xml = await t.app.inject({ method: 'POST', url: '/api/tasks', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(401);
  });

  it('answers the wrong role 403 before any field error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tasks', headers: bearer(participantToken), payload: { title: 7, maxScore: 'lots' } });
    expect(res.statusCode, res.body).toBe(403);
    expect(json(res).errors).toBeUndefined();
    const judgeRoute = await t.app.inject({ url: urlOf('/judge/evaluations/:teamId/:round', () => 'nope'), headers: bearer(admin.token) });
    expect(judgeRoute.statusCode).toBe(403);
  });

  it('still validates the input of the right caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tasks', headers: bearer(admin.token), payload: { title: 7 } });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'title' })]));
  });
});

describe("judges' round paths", () => {
  it('accept 1, 2 and 3 and nothing else that reads as a number', async () => {
    const judge = await createStaff(t, 'judge');
    const [team] = await createLedTeams(t, admin.token, 1, 'Rounds');
    const assigned = await t.app.inject({
      method: 'POST',
      url: '/api/users/assign-teams-to-judge',
      headers: bearer(admin.token),
      payload: { judgeId: judge.user.id, teamIds: [team!.team._id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const at = (round: string) => `/api/judge/evaluations/${team!.team._id}/${round}`;

    for (const round of ['1', '2', '3']) {
      expect((await t.app.inject({ url: at(round), headers: bearer(judge.token) })).statusCode, round).toBe(200);
    }
    for (const round of ['01', '1.0', '2.', '+1', '1e0', '0x1', '%201', '3%20', '0b1', '1_0', '４']) {
      const read = await t.app.inject({ url: at(round), headers: bearer(judge.token) });
      expect(read.statusCode, round).toBe(400);
      expect(json(read).message, round).toBe(JUDGE_MSG.roundInvalid);
      const save = await t.app.inject({ method: 'POST', url: at(round), headers: bearer(judge.token), payload: { score: 5 } });
      expect(save.statusCode, round).toBe(400);
    }
  });
});

describe('numeric fields sent as strings', () => {
  const createTask = (maxScore: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(admin.token),
      payload: { title: 'Typed task', description: 'Numbers are numbers', day: 'day1', maxScore },
    });

  it('are refused in a task, like any other wrong type', async () => {
    for (const maxScore of ['50', '', ' 7 ', true, null, [50]]) {
      const res = await createTask(maxScore);
      expect(res.statusCode, JSON.stringify(maxScore)).toBe(400);
      expect(json(res).errors).toEqual([{ field: 'maxScore', msg: TASK_MSG.maxScoreInvalid }]);
    }
    const created = await createTask(50);
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).data.task._id as string;
    const edit = await t.app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers: bearer(admin.token), payload: { maxScore: '60' } });
    expect(edit.statusCode).toBe(400);
    expect(json(edit).errors).toEqual([{ field: 'maxScore', msg: TASK_MSG.maxScoreInvalid }]);
  });

  it("are refused in a person's experience, on every call that takes it", async () => {
    const staff = { name: 'Typed Mentor', email: uniqueEmail('typed'), role: 'mentor', experience: '4' };
    for (const url of ['/api/auth/register', '/api/auth/register-admin']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: staff });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).errors, url).toEqual([{ field: 'experience', msg: ADMIN_MSG.experienceInvalid }]);
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/auth/register-admin', headers: bearer(admin.token), payload: { ...staff, experience: 4 } });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).data.user._id as string;
    for (const experience of ['5', true, [5]]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(admin.token), payload: { experience } });
      expect(res.statusCode, JSON.stringify(experience)).toBe(400);
      expect(json(res).errors).toEqual([{ field: 'experience', msg: ADMIN_MSG.experienceInvalid }]);
    }
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(admin.token), payload: { experience: null } });
    expect(json(cleared).data?.experience ?? null, cleared.body).toBeNull();
  });

  it('keep working in queries, which are text by nature', async () => {
    const res = await t.app.inject({ url: '/api/tasks?page=1&limit=5', headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await t.app.inject({ url: '/api/audit?page=2&limit=10', headers: bearer(admin.token) });
    expect(audit.statusCode, audit.body).toBe(200);
  });
});
