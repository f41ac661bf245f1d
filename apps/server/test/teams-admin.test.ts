import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createProblem, createTeam, joinTeam } from './helpers/teams-fixtures.ts';

// Its own database, so the counts and orders below are exactly the teams made here.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
const names = ['bravo Builders', 'Alpha Apps', 'charlie Coders', 'Delta Devs'];
const sizes = [3, 1, 4, 2];
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  const problem = await createProblem(t, admin.token);
  const spare = await createProblem(t, admin.token);
  const people = await createParticipants(t, sizes.reduce((a, b) => a + b, 0) + 2);
  let next = 0;
  for (const [i, name] of names.entries()) {
    const leader = people[next++]!;
    const team = await createTeam(t, leader.token, problem._id, name);
    for (let k = 1; k < sizes[i]!; k++) expect((await joinTeam(t, people[next++]!.token, team._id)).statusCode).toBe(200);
  }
  // One team without a problem statement: its statement was taken away.
  const last = await createTeam(t, people[next]!.token, spare._id, 'Echo Engineers');
  await t.database.db.execute(`update teams set problem_statement_id = null where id = '${last._id}'`);
});
afterAll(() => t.close());

const list = async (query: string, token = admin.token) => {
  const res = await t.app.inject({ url: `/api/teams?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { teams: { name: string; memberCount: number }[]; pagination: { totalTeams: number; totalPages: number } };
};
const namesOf = (d: Awaited<ReturnType<typeof list>>) => d.teams.map((x) => x.name);

describe('team list order', () => {
  it('sorts by name without regard to case, both ways', async () => {
    expect(namesOf(await list('sortBy=name'))).toEqual(['Alpha Apps', 'bravo Builders', 'charlie Coders', 'Delta Devs', 'Echo Engineers']);
    expect(namesOf(await list('sortBy=name&sortOrder=desc'))).toEqual(['Echo Engineers', 'Delta Devs', 'charlie Coders', 'bravo Builders', 'Alpha Apps']);
  });

  it('sorts by member count, ties by team number, and pages through that order', async () => {
    const all = await list('sortBy=members&sortOrder=desc');
    expect(all.teams.map((x) => x.memberCount)).toEqual([4, 3, 2, 1, 1]);
    expect(namesOf(all)).toEqual(['charlie Coders', 'bravo Builders', 'Delta Devs', 'Alpha Apps', 'Echo Engineers']);
    const page2 = await list('sortBy=members&sortOrder=desc&limit=2&page=2');
    expect(namesOf(page2)).toEqual(['Delta Devs', 'Alpha Apps']);
    expect(page2.pagination).toMatchObject({ totalTeams: 5, totalPages: 3 });
  });

  it('sorts by creation and by team number, and searches within the order', async () => {
    expect(namesOf(await list('sortBy=createdAt&sortOrder=desc'))[0]).toBe('Echo Engineers');
    expect(namesOf(await list(''))).toEqual(['bravo Builders', 'Alpha Apps', 'charlie Coders', 'Delta Devs', 'Echo Engineers']);
    expect(namesOf(await list('search=de&sortBy=name&sortOrder=desc'))).toEqual(['Delta Devs', 'charlie Coders', 'bravo Builders']);
  });

  it('refuses an unknown sort key with a 400', async () => {
    const res = await t.app.inject({ url: '/api/teams?sortBy=password', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(400);
  });
});

describe('team statistics', () => {
  it('counts teams, members, average size and teams with a problem statement', async () => {
    const res = await t.app.inject({ url: '/api/teams/stats', headers: bearer(admin.token) });
    expect(json(res).data).toEqual({ totalTeams: 5, totalMembers: 11, averageSize: 2.2, withProblemStatement: 4 });
  });

  it('is for superadmins only', async () => {
    const [p] = await createParticipants(t, 1);
    for (const token of [p!.token, (await createStaff(t, 'mentor')).token, (await createStaff(t, 'judge')).token]) {
      expect((await t.app.inject({ url: '/api/teams/stats', headers: bearer(token) })).statusCode).toBe(403);
    }
  });
});
