import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';
import { createProblem, createTeam, joinTeam, setConfig } from './helpers/teams-fixtures.ts';

// Issue 42, item 2: participants see no other participant's email (leaderboard, teams, the invite
// list) unless the organiser's showParticipantEmails is on; staff always see them. Two nodes on
// one database: the switch flipped through one is honoured by the other at once.
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let a: TestApp;
let b: TestApp;
type Person = { user: { id: string; email: string; name: string }; token: string };
let admin: Person;
let mentor: Person;
let judge: Person;
let leader: Person;
let member: Person;
let hacker: Person;
let loner: Person;
let teamId: string;

const named = async (node: TestApp, p: Person, name: string) => {
  await node.database.db.update(users).set({ name }).where(eq(users.id, p.user.id));
  p.user.name = name;
};

beforeAll(async () => {
  cluster = await startTestNodes(2);
  [a, b] = cluster.nodes as [TestApp, TestApp];
  [admin, mentor, judge] = await Promise.all([createStaff(a, 'superadmin'), createStaff(a, 'mentor'), createStaff(a, 'judge')]);
  const [p1, p2, p3] = await createParticipants(a, 3);
  const [h1] = await createParticipants(a, 1, 'hackathon');
  [leader, member, loner, hacker] = [p1!, p2!, p3!, h1!];
  // Names that no email contains, so a search tells name matches from email matches.
  await named(a, leader, 'Privacy Leader');
  await named(a, member, 'Privacy Member');
  await named(a, loner, 'Privacy Loner');
  await named(a, hacker, 'Privacy Hacker');
  const problem = await createProblem(a, admin.token);
  teamId = (await createTeam(a, leader.token, problem._id))._id;
  expect((await joinTeam(a, member.token, teamId)).statusCode).toBe(200);
  await caughtUp([a, b]);
  // Two nodes and a team: slow when the machine is shared.
}, 180_000);
afterAll(() => cluster.close());

async function get(node: TestApp, url: string, token: string) {
  const res = await node.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}

/** Every `email` anywhere in an answer. */
function emailsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) emailsIn(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'email') found.push(String(v));
      else emailsIn(v, found);
    }
  return found;
}

/** What a participant can read that names other participants. */
const participantReads = () =>
  [
    [`/api/users/leaderboard?role=participant&limit=100&search=Privacy`, leader],
    [`/api/teams?limit=50`, leader],
    [`/api/teams/${teamId}`, member],
    [`/api/teams/my-team`, member],
    [`/api/teams/available-users?search=Privacy`, leader],
    [`/api/hackathon/teams`, hacker],
  ] as const;

describe('with the switch off (the default)', () => {
  it('gives participants no email of another participant on any read that lists them', async () => {
    for (const [url, who] of participantReads()) {
      const data = await get(b, url, who.token);
      expect(emailsIn(data), url).toEqual([]);
    }
    // The reads did find the people: the emails are left out, not the rows.
    const board = await get(b, '/api/users/leaderboard?role=participant&limit=100&search=Privacy', leader.token);
    expect(board.leaderboard.map((e: { name: string }) => e.name).sort()).toEqual(['Privacy Leader', 'Privacy Loner', 'Privacy Member']);
    const team = await get(b, `/api/teams/${teamId}`, member.token);
    expect(team.team.members).toHaveLength(2);
    expect(team.team.leader).toEqual({ _id: leader.user.id, name: 'Privacy Leader' });
  });

  it("leaves them out of the hackathon dashboard's teams and of a team change's answer", async () => {
    const joined = await joinTeam(a, hacker.token, teamId);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(emailsIn(json(joined).data)).toEqual([]);
    const dashboard = await get(b, '/api/hackathon/dashboard', hacker.token);
    expect(dashboard.team.members).toHaveLength(3);
    // Only the reader's own account keeps its email.
    expect(emailsIn(dashboard)).toEqual([hacker.user.email]);
    const left = await a.app.inject({ method: 'POST', url: `/api/teams/${teamId}/leave`, headers: bearer(hacker.token), payload: {} });
    expect(left.statusCode, left.body).toBe(200);
  });

  it('keeps the reader\'s own email where it is theirs: /auth/profile and "my rank"', async () => {
    expect((await get(b, '/api/auth/profile', loner.token)).user.email).toBe(loner.user.email);
    expect((await get(b, '/api/users/my-rank', loner.token)).entry.email).toBe(loner.user.email);
  });

  it('does not find people by their email for a participant (the search would tell who has which address)', async () => {
    const byEmail = encodeURIComponent(member.user.email);
    expect((await get(b, `/api/users/leaderboard?role=participant&search=${byEmail}`, loner.token)).leaderboard).toEqual([]);
    expect((await get(b, `/api/teams/available-users?search=${encodeURIComponent(loner.user.email)}`, leader.token)).users).toEqual([]);
    // By name, as before.
    const byName = await get(b, '/api/users/leaderboard?role=participant&search=privacy%20member', loner.token);
    expect(byName.leaderboard.map((e: { _id: string }) => e._id)).toEqual([member.user.id]);
  });

  it("keeps mentors' and admins' emails on their lists (staff)", async () => {
    const mentors = await get(b, '/api/users/leaderboard?role=mentor&limit=100', leader.token);
    expect(mentors.leaderboard.find((e: { _id: string }) => e._id === mentor.user.id)?.email).toBe(mentor.user.email);
  });

  it('gives staff every email, and their searches still match emails', async () => {
    for (const who of [mentor, judge, admin]) {
      const team = await get(b, `/api/teams/${teamId}`, who.token);
      expect(team.team.leader.email).toBe(leader.user.email);
      expect(team.team.members.map((m: { user: { email: string } }) => m.user.email).sort()).toEqual([leader.user.email, member.user.email].sort());
      const list = await get(b, '/api/teams?limit=50', who.token);
      expect(list.teams.find((t: { _id: string }) => t._id === teamId).leader.email).toBe(leader.user.email);
    }
    for (const who of [mentor, admin]) {
      const board = await get(b, `/api/users/leaderboard?role=participant&search=${encodeURIComponent(member.user.email)}`, who.token);
      expect(board.leaderboard.map((e: { email: string }) => e.email)).toEqual([member.user.email]);
    }
  });
});

describe('with the switch on', () => {
  it('brings the emails back for participants on every node at once, and hides them again when turned off', async () => {
    // Fill b's caches with the hidden form first: the switch must not wait for them to age out.
    for (const [url, who] of participantReads()) await get(b, url, who.token);

    await setConfig(a, admin.token, { showParticipantEmails: true });
    await caughtUp([b]);
    const board = await get(b, '/api/users/leaderboard?role=participant&limit=100&search=Privacy', leader.token);
    expect(board.leaderboard.map((e: { email: string }) => e.email).sort()).toEqual([leader.user.email, loner.user.email, member.user.email].sort());
    const team = await get(b, `/api/teams/${teamId}`, member.token);
    expect(team.team.leader.email).toBe(leader.user.email);
    expect((await get(b, '/api/teams/my-team', member.token)).team.members.every((m: { user: { email?: string } }) => !!m.user.email)).toBe(true);
    expect((await get(b, '/api/teams/available-users?search=Privacy%20Loner', leader.token)).users[0].email).toBe(loner.user.email);
    expect(emailsIn(await get(b, '/api/hackathon/teams', hacker.token))).toContain(leader.user.email);
    // The search by email is back too.
    const byEmail = await get(b, `/api/users/leaderboard?role=participant&search=${encodeURIComponent(member.user.email)}`, loner.token);
    expect(byEmail.leaderboard.map((e: { _id: string }) => e._id)).toEqual([member.user.id]);

    await setConfig(b, admin.token, { showParticipantEmails: false });
    await caughtUp([a]);
    await eventually(async () => {
      for (const [url, who] of participantReads()) expect(emailsIn(await get(a, url, who.token)), url).toEqual([]);
    });
  });
});
