import { LIST_MSG } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtUp } from './helpers/eventually.ts';
import { createProblem, createTeam } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Clients other than our screens (the seed system's own) send every filter of a form, set or not,
// and ask for big pages: an empty filter is no filter, and a page too big is the largest page.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let people: Awaited<ReturnType<typeof createParticipants>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  // More than the largest page (100) of the users list.
  people = await createParticipants(t, 105);
  await caughtUp([t]);
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => t.app.inject({ url, headers: bearer(token) });
const ok = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return json(res).data;
};

describe('an empty filter is no filter', () => {
  it("answers the admin's users tab as the seed client sends it", async () => {
    const seedClient = await ok('/api/users?role=&search=&page=1&limit=10');
    const plain = await ok('/api/users?page=1&limit=10');
    expect(seedClient.users).toHaveLength(10);
    expect(seedClient.pagination).toEqual(plain.pagination);
    expect(seedClient.users.map((u: { _id: string }) => u._id)).toEqual(plain.users.map((u: { _id: string }) => u._id));
    // A set filter still filters.
    const admins = await ok('/api/users?role=superadmin&search=');
    expect(admins.users.map((u: { role: string }) => u.role)).toEqual(['superadmin']);
  });

  it('on the leaderboard, teams, problems, submissions, attendance, audit and tasks too', async () => {
    const participant = people[0]!.token;
    const board = await ok('/api/users/leaderboard?role=&search=&sortOrder=&page=1&limit=20', participant);
    expect(board.pagination.totalUsers).toBe(105);
    const problem = await createProblem(t, admin.token);
    await createTeam(t, people[1]!.token, problem._id);
    const teams = await ok('/api/teams?search=&problemStatementId=&sortBy=&sortOrder=');
    expect(teams.teams).toHaveLength(1);
    expect((await ok('/api/config/problems?search=&domain=&category=&page=')).problems).toHaveLength(1);
    await ok('/api/submissions?taskId=&status=');
    await ok('/api/attendance?date=&userId=&page=&limit=');
    await ok('/api/audit?actor=&action=');
    await ok('/api/tasks?day=&isActive=', participant);
  });
});

describe('a page bigger than the largest one', () => {
  it('answers the largest page of the users list, with pagination that pages on from it', async () => {
    const first = await ok('/api/users?limit=1000');
    expect(first.users).toHaveLength(100);
    expect(first.pagination).toMatchObject({ total: 106, currentPage: 1, totalPages: 2, hasNextPage: true, hasPrevPage: false });
    const second = await ok('/api/users?limit=1000&page=2');
    expect(second.users).toHaveLength(6);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasNextPage: false, hasPrevPage: true });
  });

  it('answers the leaderboard page the seed client asks for (limit=1000) and a larger ask alike', async () => {
    const participant = people[0]!.token;
    const asked = await ok('/api/users/leaderboard?limit=1000', participant);
    expect(asked.leaderboard).toHaveLength(105);
    expect(asked.pagination).toMatchObject({ totalUsers: 105, currentPage: 1, totalPages: 1, hasNextPage: false });
    const huge = await ok('/api/users/leaderboard?limit=99999999999999999999', participant);
    expect(huge.leaderboard).toHaveLength(105);
    // The mentor directory on the same page pages by at most 100.
    const mentors = await ok('/api/users/mentors?limit=1000', participant);
    expect(mentors.pagination).toMatchObject({ currentPage: 1, totalPages: 1 });
  });
});

describe('a bad value is still refused, in plain words', () => {
  it.each([
    ['/api/users?limit=0', 'limit', LIST_MSG.limitInvalid],
    ['/api/users?limit=-5', 'limit', LIST_MSG.limitInvalid],
    ['/api/users?limit=ten', 'limit', LIST_MSG.limitInvalid],
    ['/api/users?limit=2.5', 'limit', LIST_MSG.limitInvalid],
    ['/api/users?page=0', 'page', LIST_MSG.pageInvalid(100_000)],
    ['/api/users?role=root', 'role', 'Unknown role'],
    ['/api/users/leaderboard?role=judge', 'role', 'role must be participant, mentor or superadmin'],
    [`/api/users?search=${'x'.repeat(101)}`, 'search', LIST_MSG.searchInvalid],
    ['/api/teams?problemStatementId=nope', 'problemStatementId', LIST_MSG.idInvalid],
  ])('%s', async (url, field, msg) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, message: msg, errors: [{ field, msg }] });
  });

  it('never answers with zod\'s own words ("Too big", "expected")', async () => {
    const urls = [
      '/api/users?limit=1e400',
      '/api/config/problems?domain=' + 'd'.repeat(31),
      '/api/users/leaderboard?sortOrder=sideways',
      '/api/announcements?page=100001',
      '/api/teams?page=10001',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).message, url).not.toMatch(/Too big|Too small|Invalid input|expected/);
    }
    // A body check with no message of its own gets plain words too.
    const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { votingEnabled: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('votingEnabled must be true or false');
  });
});
