import { LIMITS, dayDate } from '@hackcamp/contract';
import { eq, sql } from 'drizzle-orm';
import { rawRows } from '../src/db/raw-rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions, users } from '../src/db/schema/index.ts';
import { assignMentor, createTask, gradeSubmission, markAttendance, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, login, startTestNodes, type TestApp } from './helpers/test-app.ts';
import { joinTeam } from './helpers/teams-fixtures.ts';
import { createLedTeams, setVoting, vote } from './helpers/voting-fixtures.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';

// Each person's own reads are held in memory per node (cache/caches.ts). Reading them again
// costs no query; a change made through either node, or straight in the database, reaches the
// other node's next read (the database's hc_people and hc_users notifications name whose).
let queries = 0;
/** Statements of a mentor's grid (attendance.queries.ts recordsQuery). */
let gridQueries = 0;
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  cluster = await startTestNodes(2, {
    queryLogger: {
      logQuery: (query) => {
        queries++;
        if (query.includes('from "attendance" inner join "users"')) gridQueries++;
      },
    },
  });
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

describe('a write drops exactly what it changed, on every node, and nothing else', () => {
  /** Fills `reads` on `node`, lets every node hear everything, and gives the queries of reading them again after `write`. */
  async function afterWrite(node: TestApp, reads: [string, string][], write: () => Promise<void>) {
    // Filled twice: a value whose load met a late notification of the setup's writes is not kept
    // (tagged-cache.ts), and would be read again below as if the write had dropped it.
    for (const [url, token] of reads) await get(node, url, token);
    await caughtUp([a, b]);
    for (const [url, token] of reads) await get(node, url, token);
    await caughtUp([a, b]);
    await write();
    await caughtUp([a, b]);
    // Let structures kept in place (the voting list) take in what they heard.
    await get(node, '/api/config/config', admin.token);
    const counts: number[] = [];
    for (const [url, token] of reads) {
      queries = 0;
      await get(node, url, token);
      counts.push(queries);
    }
    return counts;
  }

  it('a join: the team and the joiner go; other teams, tasks, problems and submissions stay', async () => {
    const [one, two] = await createLedTeams(a, admin.token, 2, 'Exact join');
    const [joiner] = await createParticipants(a, 1, 'hackathon');
    const [reader] = await createParticipants(a, 1);
    await createTask(a, admin.token);
    const counts = await afterWrite(
      b,
      [
        ['/api/teams/my-team', one!.leader.token],
        ['/api/teams/my-team', joiner!.token],
        ['/api/teams/my-team', two!.leader.token],
        ['/api/tasks', reader!.token],
        ['/api/config/problems?page=1&limit=10', reader!.token],
        ['/api/submissions/my-submissions', reader!.token],
      ],
      async () => expect((await joinTeam(a, joiner!.token, one!.team._id)).statusCode).toBe(200),
    );
    expect(counts.slice(0, 2).every((n) => n > 0)).toBe(true);
    expect(counts.slice(2)).toEqual([0, 0, 0, 0]);
    const team = (await get(b, '/api/teams/my-team', joiner!.token)).team as { _id: string; members: unknown[] };
    expect(team._id).toBe(one!.team._id);
    expect(team.members).toHaveLength(3);
  });

  it('a grade: the participant and their mentor go; another participant, teams and tasks stay', async () => {
    const mentor = await createStaff(a, 'mentor');
    const [graded, other] = await createParticipants(a, 2);
    await assignMentor(a, mentor.user.id, [graded!.user.id]);
    const task = await createTask(a, admin.token);
    const submission = await submitText(a, graded!.token, task._id);
    const [team] = await createLedTeams(a, admin.token, 1, 'Exact grade');
    const counts = await afterWrite(
      b,
      [
        ['/api/submissions/my-submissions', graded!.token],
        ['/api/users/my-participants', mentor.token],
        ['/api/submissions/my-submissions', other!.token],
        ['/api/teams/my-team', team!.leader.token],
        ['/api/tasks', other!.token],
      ],
      async () => expect((await gradeSubmission(a, mentor.token, submission._id, { score: 60, feedback: 'Good' })).statusCode).toBe(200),
    );
    expect(counts.slice(0, 2).every((n) => n > 0)).toBe(true);
    expect(counts.slice(2)).toEqual([0, 0, 0]);
  });

  it("a vote: the rated team's line goes from the pages that show it, not from the others", async () => {
    await setVoting(a, admin.token, true);
    const led = await createLedTeams(a, admin.token, 3, 'Exact vote');
    const [voter, shown, reader] = led as [(typeof led)[number], (typeof led)[number], (typeof led)[number]];
    // The reader's own team is left out of their list; a search shows one team only.
    const search = (name: string) => `/api/votes/teams-with-ratings?page=1&search=${encodeURIComponent(name)}`;
    const counts = await afterWrite(
      b,
      [
        [search(shown.team.name), reader.leader.token],
        ['/api/teams/my-team', shown.leader.token],
        ['/api/tasks', reader.leader.token],
        // The voter's session first (the vote names the voter), then their own team's view.
        ['/api/auth/profile', voter.leader.token],
        ['/api/teams/my-team', voter.leader.token],
      ],
      async () => expect((await vote(a, voter.leader.token, shown.team._id)).statusCode).toBe(201),
    );
    // The list is cut from memory, kept up to date in place: the page that shows the rated team
    // shows the vote (below). Neither team's own view shows ratings: both stay, though the
    // database names the voting team's id (its votes) and the voter's.
    expect([...counts.slice(1, 3), counts[4]]).toEqual([0, 0, 0]);
    const seen = (await get(b, search(shown.team.name), reader.leader.token)).teams as { _id: string; totalVotes: number }[];
    expect(seen.find((t) => t._id === shown.team._id)?.totalVotes).toBe(1);
    await setVoting(a, admin.token, false);
  });

  it("a submission and a grade leave the mentor's attendance grid alone; a mark reads its one day again", async () => {
    const mentor = await createStaff(a, 'mentor');
    const [p] = await createParticipants(a, 1);
    await assignMentor(a, mentor.user.id, [p!.user.id]);
    const task = await createTask(a, admin.token);
    const grid = async () => (await get(b, '/api/attendance?page=1&limit=100', mentor.token)).attendance as { status: string }[];
    expect(await grid()).toEqual([]);
    await caughtUp([a, b]);
    gridQueries = 0;
    const submission = await submitText(a, p!.token, task._id);
    expect((await gradeSubmission(a, mentor.token, submission._id, { score: 40, feedback: 'Fine' })).statusCode).toBe(200);
    await caughtUp([a, b]);
    expect(await grid()).toEqual([]);
    expect(gridQueries).toBe(0);
    expect((await markAttendance(a, mentor.token, { userId: p!.user.id, date: dayDate(1), status: 'present' })).statusCode).toBe(201);
    await caughtUp([a, b]);
    expect((await grid()).map((r) => r.status)).toEqual(['present']);
    // Node B held the grid: it read that mentor's one day again (grid-boards.ts), not their whole share.
    expect(gridQueries).toBe(1);
  });

  it("a member's new score leaves their team's view alone, theirs too; a new name drops it", async () => {
    const mentor = await createStaff(a, 'mentor');
    const [led] = await createLedTeams(a, admin.token, 1, 'Exact face');
    await assignMentor(a, mentor.user.id, [led!.member!.user.id]);
    const view: [string, string][] = [['/api/teams/my-team', led!.leader.token]];
    // The marked member's own view: their id is named by the mark and by their new score, but
    // only a change to their place in a team drops it (TAG.onTeams).
    // Their profile first: it shows the score, and reading it takes in their new row.
    const own: [string, string][] = [
      ['/api/auth/profile', led!.member!.token],
      ['/api/teams/my-team', led!.member!.token],
    ];
    const afterMarking = await afterWrite(b, [...view, ...own], async () =>
      expect((await markAttendance(a, mentor.token, { userId: led!.member!.user.id, date: dayDate(1), status: 'present' })).statusCode).toBe(201),
    );
    expect([afterMarking[0], afterMarking[2]]).toEqual([0, 0]);
    const afterRenaming = await afterWrite(b, view, async () => {
      await a.database.db.update(users).set({ name: 'Renamed Member' }).where(eq(users.id, led!.member!.user.id));
    });
    expect(afterRenaming[0]).toBeGreaterThan(0);
    const team = (await get(b, '/api/teams/my-team', led!.leader.token)).team as { members: { user: { name: string } }[] };
    expect(team.members.map((m) => m.user.name)).toContain('Renamed Member');
  });

  it("a leader's new score leaves their ratings page and their team's view alone; a member leaving drops both", async () => {
    await setVoting(a, admin.token, true);
    const [mine] = await createLedTeams(a, admin.token, 1, 'Exact score');
    // The profile first: it shows the score, and reading it takes in the leader's new row.
    const reads: [string, string][] = [
      ['/api/auth/profile', mine!.leader.token],
      ['/api/votes/teams-with-ratings?page=1', mine!.leader.token],
      ['/api/teams/my-team', mine!.leader.token],
    ];
    // Straight in the database, as a regrade's recount writes it: the users row, named by id on hc_users.
    const rescored = await afterWrite(b, reads, async () => {
      await a.database.db.update(users).set({ totalScore: 77 }).where(eq(users.id, mine!.leader.user.id));
    });
    expect(rescored.slice(1)).toEqual([0, 0]);
    const left = await afterWrite(b, reads, async () => {
      const res = await a.app.inject({ method: 'POST', url: `/api/teams/${mine!.team._id}/leave`, headers: bearer(mine!.member!.token) });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(left.slice(1).every((n) => n > 0)).toBe(true);
    const team = (await get(b, '/api/teams/my-team', mine!.leader.token)).team as { members: unknown[] };
    expect(team.members).toHaveLength(1);
    await setVoting(a, admin.token, false);
  });

  it("a mentor signing in leaves a participant's reads alone", async () => {
    const mentor = await createStaff(a, 'mentor', 'mentorpass1');
    const [p] = await createParticipants(a, 1);
    const [team] = await createLedTeams(a, admin.token, 1, 'Exact sign-in');
    const counts = await afterWrite(
      a,
      [
        ['/api/teams/my-team', team!.leader.token],
        ['/api/tasks', p!.token],
        ['/api/submissions/my-submissions', p!.token],
        ['/api/users/leaderboard?role=participant&page=1&limit=10', p!.token],
        ['/api/config/problems?page=1&limit=10', p!.token],
      ],
      async () => void (await login(a.app, mentor.user.email, 'mentorpass1')),
    );
    expect(counts).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('the triggers and the rules agree', () => {
  it("a team's most members in the database's trigger is LIMITS.teamMaxMembers", async () => {
    const rows = await rawRows<{ args: string }>(
      a.database.db,
      sql`select encode(tgargs, 'escape') as args from pg_trigger where tgname = 'team_members_notify_change'`,
    );
    expect(rows.map((r) => r.args.split('\\000')[0])).toEqual([String(LIMITS.teamMaxMembers)]);
  });
});
