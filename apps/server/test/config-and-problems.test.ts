import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_MSG, TEAM_MSG } from '@hackcamp/contract';
import { eventConfig } from '../src/db/schema/index.ts';
import { lockConfig, readConfigLocked } from '../src/modules/config/config.queries.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createProblem, createTeam, problemBody } from './helpers/teams-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

describe('event config', () => {
  // A write locks the settings row in one statement once it exists; an install's very first
  // write, before anything has read the settings, still finds it, created with the defaults.
  it('creates the settings row for the first write that locks it', async () => {
    for (const lock of [readConfigLocked, lockConfig]) {
      const database = await openTestDatabase();
      try {
        expect(await database.db.select().from(eventConfig)).toEqual([]);
        const row = await database.db.transaction((tx) => lock(tx));
        expect(row).toMatchObject({ id: 1, votingEnabled: false, teamFormationEnabled: true });
        expect(await database.db.select().from(eventConfig)).toHaveLength(1);
      } finally {
        await database.close();
      }
    }
  });

  it('starts with team formation on and voting off, readable by anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/config' });
    expect(json(res).data).toMatchObject({
      teamFormationEnabled: true,
      votingEnabled: false,
      eventName: 'HackCamp',
      publicDates: 'August 04-15, 2025',
      prizePool: '₹35,000',
    });
  });

  it('flips immediately for a superadmin only', async () => {
    const [p] = await createParticipants(t, 1);
    const mentor = await createStaff(t, 'mentor');
    for (const token of [p!.token, mentor.token]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(token), payload: { votingEnabled: true } });
      expect(res.statusCode).toBe(403);
    }
    const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { votingEnabled: true } });
    expect(json(res).data.votingEnabled).toBe(true);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/config/config' })).data.votingEnabled).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { votingEnabled: false } });
  });

  it('refuses unknown or ill-typed settings', async () => {
    for (const payload of [{}, { votingEnabled: 'yes' }, { eventName: '' }, { startDate: 'next week' }, { countdownTarget: '14/08/2026' }, { admin: true }]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("lets a superadmin set the next edition's name, dates and prize", async () => {
    const before = json(await t.app.inject({ method: 'GET', url: '/api/config/config' })).data;
    const next = {
      eventName: 'HackCamp 2026',
      startDate: '2026-08-03',
      publicDates: 'August 03-14, 2026',
      countdownTarget: '2026-08-13T10:00:00',
      prizePool: '₹50,000',
    };
    const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: next });
    expect(res.statusCode).toBe(200);
    const after = json(await t.app.inject({ method: 'GET', url: '/api/config/config' })).data;
    expect(after).toMatchObject({ ...next, publicDatesFollowDates: false, countdownFollowsDates: false, teamFormationEnabled: before.teamFormationEnabled });
    const { teamFormationEnabled: _a, votingEnabled: _b, ...identity } = before;
    await t.app.inject({
      method: 'PUT',
      url: '/api/config/config',
      headers: bearer(admin.token),
      payload: identity,
    });
  });
});

describe('problem statements', () => {
  it('lists with pagination, search over title/description/domain/technologies and a domain filter', async () => {
    const [p] = await createParticipants(t, 1);
    await createProblem(t, admin.token, { title: 'Yoga posture coach with camera', domain: 'yoga', suggestedTechnologies: 'TensorFlow.js, React' });
    await createProblem(t, admin.token, { title: 'Sports league scheduler tool', domain: 'sports', suggestedTechnologies: 'Kotlin' });
    const get = async (qs: string) => json(await t.app.inject({ method: 'GET', url: `/api/config/problems?${qs}`, headers: bearer(p!.token) })).data;
    expect((await get('search=tensorflow')).problems.map((x: any) => x.title)).toEqual(['Yoga posture coach with camera']);
    expect((await get('domain=sports')).problems.every((x: any) => x.domain === 'sports')).toBe(true);
    expect((await get('category=yoga')).problems.every((x: any) => x.domain === 'yoga')).toBe(true);
    expect((await get('search=100%25')).problems).toEqual([]);
    const page = await get('page=1&limit=1');
    expect(page.problems).toHaveLength(1);
    expect(page.pagination).toMatchObject({ currentPage: 1, hasPrevPage: false, hasNextPage: true });
    expect(page.pagination.totalProblems).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/problems?page=0', headers: bearer(p!.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/problems' })).statusCode).toBe(401);
  });

  it('only a superadmin creates or edits statements', async () => {
    const [p] = await createParticipants(t, 1);
    expect((await t.app.inject({ method: 'POST', url: '/api/config/problems', headers: bearer(p!.token), payload: problemBody() })).statusCode).toBe(403);
    const created = await createProblem(t, admin.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/config/problems/${created._id}`,
      headers: bearer(admin.token),
      payload: { difficulty: 'hard' },
    });
    expect(json(res).data.problem.difficulty).toBe('hard');
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/config/problems/00000000-0000-4000-8000-000000000000`,
      headers: bearer(admin.token),
      payload: { difficulty: 'hard' },
    });
    expect(missing.statusCode).toBe(404);
    const badId = await t.app.inject({ method: 'GET', url: `/api/config/problems/not-a-uuid`, headers: bearer(admin.token) });
    expect(badId.statusCode).toBe(400);
  });

  it('an inactive statement is hidden from everyone but a superadmin, by id, in lists and in titles', async () => {
    const [p] = await createParticipants(t, 1);
    const [mentor, judge] = [await createStaff(t, 'mentor'), await createStaff(t, 'judge')];
    const problem = await createProblem(t, admin.token, { title: 'Retired statement about river sensors' });
    const byId = (token: string) => t.app.inject({ method: 'GET', url: `/api/config/problems/${problem._id}`, headers: bearer(token) });
    expect((await byId(p!.token)).statusCode).toBe(200);

    const off = await t.app.inject({ method: 'PUT', url: `/api/config/problems/${problem._id}`, headers: bearer(admin.token), payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(json(off).data.problem.isActive).toBe(false);
    for (const token of [p!.token, mentor.token, judge.token]) {
      const res = await byId(token);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(TEAM_MSG.problemNotFound);
    }
    expect(json(await byId(admin.token)).data.problem).toMatchObject({ _id: problem._id, isActive: false });
    const list = json(await t.app.inject({ method: 'GET', url: '/api/config/problems?search=river%20sensors', headers: bearer(p!.token) })).data;
    expect(list.problems).toEqual([]);
    const titles = json(await t.app.inject({ method: 'GET', url: '/api/config/problems/titles', headers: bearer(p!.token) })).data.problems;
    expect(titles.map((x: any) => x._id)).not.toContain(problem._id);

    await t.app.inject({ method: 'PUT', url: `/api/config/problems/${problem._id}`, headers: bearer(admin.token), payload: { isActive: true } });
    expect((await byId(p!.token)).statusCode).toBe(200);
  });

  it('titles carry the live selection count', async () => {
    const [leader] = await createParticipants(t, 1);
    const problem = await createProblem(t, admin.token);
    await createTeam(t, leader!.token, problem._id);
    const res = await t.app.inject({ method: 'GET', url: '/api/config/problems/titles', headers: bearer(leader!.token) });
    expect(json(res).data.problems.find((x: any) => x._id === problem._id)).toMatchObject({ selectionCount: 1, isFull: false });
  });
});

describe('custom problem statements', () => {
  const custom = (overrides: Record<string, unknown> = {}) => ({
    title: 'Campus lost and found',
    description: 'Students lose bottles and ID cards every day; a shared board with photos would return them to their owners fast.',
    domain: 'education',
    suggestedTechnologies: 'React, Firebase',
    topic: 'Campus life',
    ...overrides,
  });

  it('validates with the spec messages', async () => {
    const [p] = await createParticipants(t, 1);
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/config/problems/custom', headers: bearer(p!.token), payload: payload as object });
    expect(json(await post({})).errors.map((e: any) => e.msg)).toEqual([
      PROBLEM_MSG.titleRequired,
      PROBLEM_MSG.descriptionRequired,
      PROBLEM_MSG.domainRequired,
    ]);
    expect(json(await post(custom({ title: 'Too short' }))).errors).toEqual([{ field: 'title', msg: PROBLEM_MSG.titleTooShort }]);
    expect(json(await post(custom({ description: 'short' }))).errors).toEqual([{ field: 'description', msg: PROBLEM_MSG.descriptionTooShort }]);
    expect(json(await post(custom({ description: 'x'.repeat(501) }))).errors).toEqual([{ field: 'description', msg: PROBLEM_MSG.descriptionTooLong }]);
    expect(json(await post(custom({ domain: 'cooking' }))).errors).toEqual([{ field: 'domain', msg: PROBLEM_MSG.domainInvalid }]);
  });

  it('allows one per user, and my-custom finds it', async () => {
    const [p] = await createParticipants(t, 1);
    const before = await t.app.inject({ method: 'GET', url: '/api/config/problems/my-custom', headers: bearer(p!.token) });
    expect(before.statusCode).toBe(200);
    expect(json(before).data).toEqual({ problem: null });
    const first = await t.app.inject({ method: 'POST', url: '/api/config/problems/custom', headers: bearer(p!.token), payload: custom() });
    expect(first.statusCode).toBe(201);
    expect(json(first).data.problem).toMatchObject({ isCustom: true, selectionCount: 0, domain: 'education' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/config/problems/custom',
      headers: bearer(p!.token),
      payload: custom({ title: 'Another idea for campus' }),
    });
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toBe(PROBLEM_MSG.customExists);
    const mine = await t.app.inject({ method: 'GET', url: '/api/config/problems/my-custom', headers: bearer(p!.token) });
    expect(json(mine).data.problem._id).toBe(json(first).data.problem._id);
  });

  it('two custom statements sent at the same moment leave exactly one', async () => {
    const [p] = await createParticipants(t, 1);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/config/problems/custom',
          headers: bearer(p!.token),
          payload: custom({ title: `Simultaneous idea number ${i}` }),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });

  it('staff cannot create custom statements', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/config/problems/custom', headers: bearer(admin.token), payload: custom() });
    expect(res.statusCode).toBe(403);
  });
});
