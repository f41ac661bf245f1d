import { dayDate } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions, users } from '../src/db/schema/index.ts';
import { assignMentor, createTask, gradeSubmission, markAttendance, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';
import { createLedTeams, setVoting, vote } from './helpers/voting-fixtures.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';

// Each person's own reads are held in memory per node (db/personal-caches.ts). Reading them again
// costs no query; a change made through either node, or straight in the database, reaches the
// other node's next read (the database's hc_people and hc_users notifications name whose).
let queries = 0;
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  cluster = await startTestNodes(2, { queryLogger: { logQuery: () => void queries++ } });
  [a, b] = cluster.nodes as [TestApp, TestApp];
  admin = await createStaff(a, 'superadmin');
});
afterAll(() => cluster.close());

async function get(node: TestApp, url: string, token: string) {
  const res = await node.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}

/**
 * Reads `urls` once to fill the caches, waits until the node has heard every change announced so
 * far (a late one would empty what the next reads fill), then counts the queries of reading them again.
 */
async function queriesOfRereading(node: TestApp, reads: [string, string][]) {
  for (const [url, token] of reads) await get(node, url, token);
  await caughtUp([node]);
  for (const [url, token] of reads) await get(node, url, token);
  queries = 0;
  for (let i = 0; i < 5; i++) for (const [url, token] of reads) await get(node, url, token);
  return queries;
}

describe("a person's own reads, from memory", () => {
  it('costs no query to read again, for every role', async () => {
    const mentor = await createStaff(a, 'mentor');
    const judge = await createStaff(a, 'judge');
    const [p, h] = [...(await createParticipants(a, 1)), ...(await createParticipants(a, 1, 'hackathon'))];
    await assignMentor(a, mentor.user.id, [p!.user.id, h!.user.id]);
    const task = await createTask(a, admin.token);
    await submitText(a, p!.token, task._id);
    const [led] = await createLedTeams(a, admin.token, 1, 'Memory');
    const n = await queriesOfRereading(b, [
      ['/api/submissions/my-submissions', p!.token],
      ['/api/attendance/my-attendance', p!.token],
      ['/api/hackathon/dashboard', h!.token],
      ['/api/users/my-participants', mentor.token],
      ['/api/attendance?page=1&limit=100', mentor.token],
      ['/api/users?page=1&limit=10&sortBy=createdAt&sortOrder=desc', admin.token],
      ['/api/votes/teams-with-ratings?page=1', led!.leader.token],
      ['/api/judge/overview', judge.token],
    ]);
    expect(n).toBe(0);
  });
});

describe('a change on one node, or in the database, reaches the other', () => {
  it("a participant's submissions: a grade, and a change made straight in the database", async () => {
    const mentor = await createStaff(a, 'mentor');
    const [p] = await createParticipants(a, 1);
    await assignMentor(a, mentor.user.id, [p!.user.id]);
    const task = await createTask(a, admin.token);
    const mine = async () => (await get(b, '/api/submissions/my-submissions', p!.token)).submissions as { _id: string; score: number | null; status: string }[];
    expect(await mine()).toEqual([]);
    // Submitted through node A: node B's empty list goes.
    const submission = await submitText(a, p!.token, task._id);
    await eventually(async () => expect((await mine()).map((s) => s._id)).toEqual([submission._id]));

    expect((await gradeSubmission(a, mentor.token, submission._id, { score: 70, feedback: 'Good' })).statusCode).toBe(200);
    await eventually(async () => expect((await mine())[0]).toMatchObject({ score: 70, status: 'graded' }));

    await a.database.db.update(submissions).set({ feedback: 'Edited by hand' }).where(eq(submissions.id, submission._id));
    await eventually(async () => expect((await get(b, '/api/submissions/my-submissions', p!.token)).submissions[0].feedback).toBe('Edited by hand'));
  });

  it("a mentor's Daily Reports and attendance grid: a mark, a new participant, a new name", async () => {
    const mentor = await createStaff(a, 'mentor');
    const [p, q] = await createParticipants(a, 2);
    await assignMentor(a, mentor.user.id, [p!.user.id]);
    const report = async () =>
      (await get(b, '/api/users/my-participants', mentor.token)).participants as { _id: string; name: string; report: { presentDays: number } }[];
    const grid = async () => (await get(b, '/api/attendance?page=1&limit=100', mentor.token)).attendance as { userId: { name: string }; status: string }[];
    expect((await report()).map((r) => r._id)).toEqual([p!.user.id]);
    expect(await grid()).toEqual([]);

    const marked = await markAttendance(a, mentor.token, { userId: p!.user.id, date: dayDate(1), status: 'present' });
    expect(marked.statusCode, marked.body).toBe(201);
    await eventually(async () => expect((await report())[0]!.report.presentDays).toBe(1));
    await eventually(async () => expect((await grid()).map((r) => r.status)).toEqual(['present']));

    // Assigned straight in the database: the mentor's lists on node B grow.
    await assignMentor(a, mentor.user.id, [q!.user.id]);
    await eventually(async () => expect((await report()).map((r) => r._id).sort()).toEqual([p!.user.id, q!.user.id].sort()));

    await a.database.db.update(users).set({ name: 'Renamed By Hand' }).where(eq(users.id, p!.user.id));
    await eventually(async () => expect((await grid())[0]!.userId.name).toBe('Renamed By Hand'));
    await eventually(async () => expect((await report()).map((r) => r.name)).toContain('Renamed By Hand'));
  });

  it("a hackathon participant's mentor card, and the admin's pages of people", async () => {
    const mentor = await createStaff(a, 'mentor');
    const [h] = await createParticipants(a, 1, 'hackathon');
    const card = async () => (await get(b, '/api/hackathon/dashboard', h!.token)).stats.mentorName as string | null;
    expect(await card()).toBeNull();
    await assignMentor(a, mentor.user.id, [h!.user.id]);
    await eventually(async () => expect(await card()).toBe(mentor.user.name));
    await a.database.db.update(users).set({ name: 'Mentor Renamed' }).where(eq(users.id, mentor.user.id));
    await eventually(async () => expect(await card()).toBe('Mentor Renamed'));

    const newest = async () => ((await get(b, '/api/users?page=1&limit=10&sortBy=createdAt&sortOrder=desc', admin.token)).users as { _id: string }[])[0]?._id;
    await newest();
    const [late] = await createParticipants(a, 1);
    await eventually(async () => expect(await newest()).toBe(late!.user.id));
  });

  it("a leader's ratings page, when another leader votes; a judge's overview, when a team is assigned or scored", async () => {
    await setVoting(a, admin.token, true);
    const [x, y, z] = await createLedTeams(a, admin.token, 3, 'Rated');
    const totalsOf = async (teamId: string) =>
      ((await get(b, '/api/votes/teams-with-ratings?page=1&search=Rated', x!.leader.token)).teams as { _id: string; totalVotes: number }[]).find(
        (t) => t._id === teamId,
      )?.totalVotes;
    expect(await totalsOf(z!.team._id)).toBe(0);
    expect((await vote(a, y!.leader.token, z!.team._id)).statusCode).toBe(201);
    await eventually(async () => expect(await totalsOf(z!.team._id)).toBe(1));
    // A leader the page shows is renamed straight in the database: the page names them anew.
    const leaderOf = async (teamId: string) =>
      ((await get(b, '/api/votes/teams-with-ratings?page=1&search=Rated', x!.leader.token)).teams as { _id: string; leader: { name: string } }[]).find(
        (t) => t._id === teamId,
      )?.leader.name;
    expect(await leaderOf(z!.team._id)).not.toBe('Leader Renamed');
    await a.database.db.update(users).set({ name: 'Leader Renamed' }).where(eq(users.id, z!.leader.user.id));
    await eventually(async () => expect(await leaderOf(z!.team._id)).toBe('Leader Renamed'));
    await setVoting(a, admin.token, false);

    const judge = await createStaff(a, 'judge');
    const overview = async () => (await get(b, '/api/judge/overview', judge.token)) as { teamId: string; rounds: { round1: number | null } }[];
    expect(await overview()).toEqual([]);
    const assigned = await a.app.inject({
      method: 'POST',
      url: '/api/users/assign-teams-to-judge',
      headers: bearer(admin.token),
      payload: { judgeId: judge.user.id, teamIds: [x!.team._id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await eventually(async () => expect((await overview()).map((t) => t.teamId)).toEqual([x!.team._id]));
    const saved = await a.app.inject({ method: 'POST', url: `/api/judge/evaluations/${x!.team._id}/1`, headers: bearer(judge.token), payload: { score: 8 } });
    expect(saved.statusCode, saved.body).toBe(200);
    await eventually(async () => expect((await overview())[0]!.rounds.round1).toBe(8));
  });

  it('what a node answered a write for reads back at once on that node', async () => {
    const [p] = await createParticipants(a, 1);
    const task = await createTask(a, admin.token);
    expect((await get(a, '/api/submissions/my-submissions', p!.token)).submissions).toEqual([]);
    await submitText(a, p!.token, task._id);
    // No waiting: the node that answered the submit drops the caller's entries itself.
    expect((await get(a, '/api/submissions/my-submissions', p!.token)).submissions).toHaveLength(1);
  });
});
