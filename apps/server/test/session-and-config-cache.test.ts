import { dayDate } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTask, markAttendance } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam, joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';

// Two nodes on one database (two pools on PostgreSQL, one instance on PGlite). A node knows who
// is calling without asking the database each time, and forgets the moment any node changes it.
let queries = 0;
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  cluster = await startTestNodes(2, { queryLogger: { logQuery: () => void queries++ } });
  [a, b] = cluster.nodes as [TestApp, TestApp];
});
afterAll(() => cluster.close());

const profile = (node: TestApp, token: string) => node.app.inject({ url: '/api/auth/profile', headers: bearer(token) });

describe('who is calling, from memory', () => {
  it('answers repeated signed-in calls and the settings without a database query', async () => {
    const [p] = await createParticipants(a as never, 1);
    expect((await profile(b, p!.token)).statusCode).toBe(200);
    // The first read creates the settings row, whose notification empties the cache once more:
    // read again once node B has heard it.
    await b.app.inject({ url: '/api/config/config' });
    await caughtUp([b]);
    await b.app.inject({ url: '/api/config/config' });
    queries = 0;
    for (let i = 0; i < 20; i++) {
      expect((await profile(b, p!.token)).statusCode).toBe(200);
      expect((await b.app.inject({ url: '/api/config/config' })).statusCode).toBe(200);
    }
    expect(queries).toBe(0);
  });
});

describe('a change on one node reaches the other at once', () => {
  it('sign-out', async () => {
    const [p] = await createParticipants(a as never, 1);
    expect((await profile(b, p!.token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p!.token) })).statusCode).toBe(200);
    await eventually(async () => expect((await profile(b, p!.token)).statusCode).toBe(401));
  });

  it('deactivation by a superadmin', async () => {
    const admin = await createStaff(a as never, 'superadmin');
    const [p] = await createParticipants(a as never, 1);
    expect((await profile(b, p!.token)).statusCode).toBe(200);
    const toggled = await a.app.inject({ method: 'PATCH', url: `/api/users/${p!.user.id}/toggle-status`, headers: bearer(admin.token) });
    expect(toggled.statusCode, toggled.body).toBe(200);
    await eventually(async () => expect((await profile(b, p!.token)).statusCode).toBe(401));
  });

  it('a password change ends the old token everywhere', async () => {
    const [p] = await createParticipants(a as never, 1);
    expect((await profile(b, p!.token)).statusCode).toBe(200);
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(p!.token),
      payload: { currentPassword: 'participant1', newPassword: 'a-new-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(async () => expect((await profile(b, p!.token)).statusCode).toBe(401));
    expect((await profile(b, json(changed).data.token)).statusCode).toBe(200);
  });

  it('a new name, a new score, and a change made straight in the database', async () => {
    const admin = await createStaff(a as never, 'superadmin');
    const [p] = await createParticipants(a as never, 1);
    expect(json(await profile(b, p!.token)).data.user.totalScore).toBe(0);
    await a.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(p!.token), payload: { name: 'Renamed Person' } });
    await eventually(async () => expect(json(await profile(b, p!.token)).data.user.name).toBe('Renamed Person'));
    const settings = json(await a.app.inject({ url: '/api/config/config' })).data;
    const marked = await markAttendance(a as never, admin.token, { userId: p!.user.id, date: dayDate(1, settings.startDate), status: 'present' });
    expect(marked.statusCode, marked.body).toBeLessThan(300);
    await eventually(async () => expect(json(await profile(b, p!.token)).data.user.totalScore).toBe(10));
    await a.database.db.update(users).set({ collegeName: 'Changed by hand' }).where(eq(users.id, p!.user.id));
    await eventually(async () => expect(json(await profile(b, p!.token)).data.user.collegeName).toBe('Changed by hand'));
  });

  it('a switch flipped on one node is served by the other', async () => {
    const admin = await createStaff(a as never, 'superadmin');
    const before = json(await b.app.inject({ url: '/api/config/config' })).data.votingEnabled;
    expect(
      (await a.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { votingEnabled: !before } })).statusCode,
    ).toBe(200);
    await eventually(async () => expect(json(await b.app.inject({ url: '/api/config/config' })).data.votingEnabled).toBe(!before));
    await a.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { votingEnabled: before } });
  });

  it('the count of teams with room, on the hackathon dashboard, when a team forms or fills up elsewhere', async () => {
    const admin = await createStaff(a as never, 'superadmin');
    await setConfig(a as never, admin.token, { teamFormationEnabled: true });
    const people = await createParticipants(a as never, 7, 'hackathon');
    const viewer = people[6]!;
    const open = async (node: TestApp) =>
      json(await node.app.inject({ url: '/api/hackathon/dashboard', headers: bearer(viewer.token) })).data.stats.availableTeams;
    const before = await open(b);
    expect(await open(b)).toBe(before); // now held in memory

    const problem = await createProblem(a as never, admin.token);
    const team = await createTeam(a as never, people[0]!.token, problem._id);
    // The dashboard's shared half is built at most once a second (decision 0051): within seconds.
    await eventually(async () => expect(await open(b)).toBe(before + 1), 3_000);
    expect(await open(a)).toBe(before + 1);

    // The listed team shows its leader's new name on the other node too.
    const leaderOf = async (node: TestApp) =>
      json(await node.app.inject({ url: '/api/hackathon/dashboard', headers: bearer(viewer.token) })).data.availableTeams.find(
        (t: { _id: string }) => t._id === team._id,
      )?.leader?.name;
    expect(await leaderOf(b)).toBeTruthy();
    const renamed = await a.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(people[0]!.token), payload: { name: 'Renamed Leader' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually(async () => expect(await leaderOf(b)).toBe('Renamed Leader'), 3_000);

    const myTeam = async (node: TestApp, token: string) =>
      json(await node.app.inject({ url: '/api/teams/my-team', headers: bearer(token) })).data.team?._id ?? null;
    expect(await myTeam(b, people[1]!.token)).toBeNull();
    for (const p of people.slice(1, 6)) expect((await joinTeam(a as never, p.token, team._id)).statusCode).toBe(200);
    await eventually(async () => expect(await myTeam(b, people[1]!.token)).toBe(team._id));
    // Six members: the team has no room left.
    await eventually(async () => expect(await open(b)).toBe(before), 3_000);
  });

  it('the problem statements pages, when a problem changes or is chosen elsewhere', async () => {
    const admin = await createStaff(a as never, 'superadmin');
    await setConfig(a as never, admin.token, { teamFormationEnabled: true });
    const [leader] = await createParticipants(a as never, 1, 'hackathon');
    const listed = async (node: TestApp, id: string) => {
      const pages = await Promise.all(
        [1, 2, 3].map(
          async (page) => json(await node.app.inject({ url: `/api/config/problems?page=${page}&limit=50`, headers: bearer(leader!.token) })).data.problems,
        ),
      );
      return pages.flat().find((p: { _id: string }) => p._id === id) as { title: string; selectionCount: number } | undefined;
    };
    const problem = await createProblem(a as never, admin.token);
    await eventually(async () => expect((await listed(b, problem._id))?.selectionCount).toBe(0));

    await createTeam(a as never, leader!.token, problem._id);
    await eventually(async () => expect((await listed(b, problem._id))?.selectionCount).toBe(1));

    const edited = await a.app.inject({
      method: 'PUT',
      url: `/api/config/problems/${problem._id}`,
      headers: bearer(admin.token),
      payload: { title: 'Edited on node A' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await eventually(async () => expect((await listed(b, problem._id))?.title).toBe('Edited on node A'));
  });

  it('the task list, when a task is added, edited or switched off elsewhere', async () => {
    const admin = await createStaff(a as never, 'superadmin');
    const [p] = await createParticipants(a as never, 1);
    const titles = async () => json(await b.app.inject({ url: '/api/tasks', headers: bearer(p!.token) })).data.tasks.map((t: { title: string }) => t.title);
    await titles();
    const task = await createTask(a as never, admin.token, { title: 'Added on node A' });
    await eventually(async () => expect(await titles()).toContain('Added on node A'));
    const edited = await a.app.inject({ method: 'PUT', url: `/api/tasks/${task._id}`, headers: bearer(admin.token), payload: { title: 'Edited on node A' } });
    expect(edited.statusCode, edited.body).toBe(200);
    await eventually(async () => expect(await titles()).toContain('Edited on node A'));
    const off = await a.app.inject({ method: 'PATCH', url: `/api/tasks/${task._id}/toggle-status`, headers: bearer(admin.token) });
    expect(off.statusCode, off.body).toBe(200);
    await eventually(async () => expect(await titles()).not.toContain('Edited on node A'));
  });
});
