import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@hackcamp/contract';
import { transactionTrips } from '../src/db/pipelined-statements.ts';
import { statementsDuring } from './helpers/count-statements.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createProblem, createTeam, joinTeam, selectionCount, setConfig } from './helpers/teams-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const getTeam = async (token: string, id: string) => json(await t.app.inject({ method: 'GET', url: `/api/teams/${id}`, headers: bearer(token) })).data.team;

describe('creating a team', () => {
  it('makes the creator leader and fills the spec fields', async () => {
    const [leader] = await createParticipants(t, 1, 'hackathon');
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, leader!.token, problem._id, 'Code Crafters');
    const view = await getTeam(leader!.token, team._id);
    expect(view).toMatchObject({
      name: 'Code Crafters',
      leader: { _id: leader!.user.id },
      problemStatement: { _id: problem._id, title: problem.title },
      memberCount: 1,
      maxMembers: 6,
      isFull: false,
      participantTypeBreakdown: { bootcamp: 0, hackathon: 1 },
    });
    expect(view.members[0]).toMatchObject({ role: 'leader', user: { _id: leader!.user.id, participantType: 'hackathon' } });
    expect(typeof view.teamNumber).toBe('number');
    const mine = await t.app.inject({ method: 'GET', url: '/api/teams/my-team', headers: bearer(leader!.token) });
    expect(json(mine).data.team._id).toBe(team._id);
  });

  it('validates name, description and problem with the spec messages', async () => {
    const [p] = await createParticipants(t, 1);
    const problem = await createProblem(t, admin.token);
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/teams', headers: bearer(p!.token), payload: payload as object });
    expect(json(await post({ name: '  ', problemStatement: problem._id })).errors).toEqual([{ field: 'name', msg: TEAM_MSG.nameRequired }]);
    expect(json(await post({ name: 'ab', problemStatement: problem._id })).errors).toEqual([{ field: 'name', msg: TEAM_MSG.nameLength }]);
    expect(json(await post({ name: 'x'.repeat(51), problemStatement: problem._id })).errors).toEqual([{ field: 'name', msg: TEAM_MSG.nameLength }]);
    expect(json(await post({ name: 'Bad<script>', problemStatement: problem._id })).errors).toEqual([{ field: 'name', msg: TEAM_MSG.nameShape }]);
    expect(json(await post({ name: 'Good Name', description: 'd'.repeat(201), problemStatement: problem._id })).errors).toEqual([
      { field: 'description', msg: TEAM_MSG.descriptionTooLong },
    ]);
    expect(json(await post({ name: 'Good Name' })).errors).toEqual([{ field: 'problemStatement', msg: TEAM_MSG.requiredFields }]);
    const missing = await post({ name: 'Good Name', problemStatement: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    // No team is a normal state: 200 with null, so the browser logs no failed request.
    const none = await t.app.inject({ method: 'GET', url: '/api/teams/my-team', headers: bearer(p!.token) });
    expect(none.statusCode).toBe(200);
    expect(json(none).data).toEqual({ team: null });
  });

  it('keeps names unique ignoring case, and one team per participant', async () => {
    const [a, b] = await createParticipants(t, 2);
    const problem = await createProblem(t, admin.token);
    await createTeam(t, a!.token, problem._id, 'Night Owls');
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(b!.token),
      payload: { name: 'night owls', problemStatement: problem._id },
    });
    expect(clash.statusCode).toBe(409);
    expect(json(clash).message).toBe(TEAM_MSG.nameTaken);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(a!.token),
      payload: { name: 'Second Team', problemStatement: problem._id },
    });
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toBe(TEAM_MSG.alreadyInTeam);
  });

  it('only participants form teams', async () => {
    const problem = await createProblem(t, admin.token);
    const mentor = await createStaff(t, 'mentor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(mentor.token),
      payload: { name: 'Mentor Team', problemStatement: problem._id },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a fifth team on a statement with the selection-limit message', async () => {
    const people = await createParticipants(t, 5);
    const problem = await createProblem(t, admin.token);
    for (const p of people.slice(0, 4)) await createTeam(t, p.token, problem._id);
    const fifth = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(people[4]!.token),
      payload: { name: 'Fifth Wheel', problemStatement: problem._id },
    });
    expect(fifth.statusCode).toBe(409);
    expect(json(fifth).message).toBe(TEAM_MSG.selectionLimit);
    expect(await selectionCount(t, admin.token, problem._id)).toBe(4);
  });
});

describe('membership', () => {
  it('join, full at 6, leave and remove keep the counts right', async () => {
    const people = await createParticipants(t, 7);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, people[0]!.token, problem._id);
    for (const p of people.slice(1, 6)) expect((await joinTeam(t, p.token, team._id)).statusCode).toBe(200);
    const view = await getTeam(people[0]!.token, team._id);
    expect(view).toMatchObject({ memberCount: 6, isFull: true });
    const seventh = await joinTeam(t, people[6]!.token, team._id);
    expect(seventh.statusCode).toBe(409);
    expect(json(seventh).message).toBe(TEAM_MSG.teamFull);

    const remove = await t.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}/members/${people[5]!.user.id}`, headers: bearer(people[0]!.token) });
    expect(remove.statusCode).toBe(200);
    expect(json(remove).data.team.memberCount).toBe(5);
    expect((await joinTeam(t, people[6]!.token, team._id)).statusCode).toBe(200);
  });

  // Joining is what hundreds do in the hackathon's first hour; each round trip holds the team
  // locked a little longer (decision 0049). The members told of the join are those read with the
  // full check, plus the newcomer.
  it('joins in two round trips and a fixed number of statements, the members read once with the check', async () => {
    const [leader, joiner] = await createParticipants(t, 2);
    const team = await createTeam(t, leader!.token, (await createProblem(t, admin.token))._id);
    let status = 0;
    const tripsBefore = transactionTrips();
    const statements = await statementsDuring(t.database, async () => {
      status = (await joinTeam(t, joiner!.token, team._id)).statusCode;
    });
    const trips = transactionTrips() - tripsBefore;
    expect(status).toBe(200);
    // From the settings on: the team locked, the check; the insert, the live event (the members'
    // ids are not read again), the votes taken back; the team shown, and its members.
    const from = statements.findIndex((text) => /from "event_config"/.test(text));
    expect(from).toBeGreaterThanOrEqual(0);
    const after = statements.slice(from + 1).filter((text) => !/^(begin|commit)\b|; commit$/i.test(text));
    expect(after).toHaveLength(7);
    expect(after[1]).toMatch(/select exists/);
    expect(after[3]).toContain("pg_notify('hc_live'");
    // begin with the first three; the four writes and reads with the commit (decision 0054).
    if (t.database.engine === 'postgres') expect(trips).toBe(2);
    expect((await getTeam(leader!.token, team._id)).memberCount).toBe(2);
  });

  it('only the leader edits or removes; non-members get 403', async () => {
    const [leader, member, outsider] = await createParticipants(t, 3);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, leader!.token, problem._id);
    await joinTeam(t, member!.token, team._id);
    const put = (token: string) => t.app.inject({ method: 'PUT', url: `/api/teams/${team._id}`, headers: bearer(token), payload: { description: 'changed' } });
    expect((await put(member!.token)).statusCode).toBe(403);
    expect((await put(outsider!.token)).statusCode).toBe(403);
    expect((await put(leader!.token)).statusCode).toBe(200);
    const kick = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}/members/${id}`, headers: bearer(token) });
    expect((await kick(member!.token, leader!.user.id)).statusCode).toBe(403);
    expect((await kick(outsider!.token, member!.user.id)).statusCode).toBe(403);
    expect((await kick(leader!.token, leader!.user.id)).statusCode).toBe(400);
    expect((await kick(leader!.token, outsider!.user.id)).statusCode).toBe(404);
    const leave = await t.app.inject({ method: 'POST', url: `/api/teams/${team._id}/leave`, headers: bearer(outsider!.token) });
    expect(leave.statusCode).toBe(403);
    expect(json(leave).message).toBe(TEAM_MSG.notInTeam);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}`, headers: bearer(member!.token) })).statusCode).toBe(403);
  });

  it('a leader leaving hands over to the earliest member, or to the chosen one', async () => {
    const [a, b, c, d] = await createParticipants(t, 4);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, a!.token, problem._id);
    for (const p of [b, c, d]) await joinTeam(t, p!.token, team._id);

    const auto = await t.app.inject({ method: 'POST', url: `/api/teams/${team._id}/leave`, headers: bearer(a!.token) });
    expect(json(auto)).toMatchObject({ message: TEAM_MSG.leftWithTransfer, data: { disbanded: false, newLeaderId: b!.user.id } });
    let view = await getTeam(b!.token, team._id);
    expect(view.leader._id).toBe(b!.user.id);
    expect(view.members.filter((m: any) => m.role === 'leader').map((m: any) => m.user._id)).toEqual([b!.user.id]);

    const badChoice = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team._id}/leave`,
      headers: bearer(b!.token),
      payload: { transferToUserId: a!.user.id },
    });
    expect(badChoice.statusCode).toBe(400);
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team._id}/leave`,
      headers: bearer(b!.token),
      payload: { transferToUserId: d!.user.id },
    });
    expect(json(chosen).data.newLeaderId).toBe(d!.user.id);
    view = await getTeam(d!.token, team._id);
    expect(view).toMatchObject({ memberCount: 2, leader: { _id: d!.user.id } });

    const member = await t.app.inject({ method: 'POST', url: `/api/teams/${team._id}/leave`, headers: bearer(c!.token) });
    expect(json(member)).toMatchObject({ message: TEAM_MSG.left, data: { newLeaderId: null } });
  });

  it('the last member leaving disbands the team and frees the statement', async () => {
    const [a] = await createParticipants(t, 1);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, a!.token, problem._id);
    expect(await selectionCount(t, admin.token, problem._id)).toBe(1);
    const res = await t.app.inject({ method: 'POST', url: `/api/teams/${team._id}/leave`, headers: bearer(a!.token) });
    expect(json(res).data.disbanded).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/teams/${team._id}`, headers: bearer(a!.token) })).statusCode).toBe(404);
    expect(await selectionCount(t, admin.token, problem._id)).toBe(0);
  });

  it('changing the problem moves the selection and respects the cap', async () => {
    const people = await createParticipants(t, 5);
    const [p1, p2] = [await createProblem(t, admin.token), await createProblem(t, admin.token)];
    const mover = await createTeam(t, people[0]!.token, p1._id);
    for (const p of people.slice(1, 5)) await createTeam(t, p.token, p2._id);
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${mover._id}`,
      headers: bearer(people[0]!.token),
      payload: { problemStatement: p2._id },
    });
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked).message).toBe(TEAM_MSG.selectionLimit);
    await t.app.inject({ method: 'DELETE', url: `/api/teams/${(await getMyTeam(people[1]!.token))._id}`, headers: bearer(people[1]!.token) });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${mover._id}`,
      headers: bearer(people[0]!.token),
      payload: { problemStatement: p2._id, name: 'Moved Team' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await selectionCount(t, admin.token, p1._id)).toBe(0);
    expect(await selectionCount(t, admin.token, p2._id)).toBe(4);
  });

  it('lists teams with search and problem filter, and available users exclude members', async () => {
    const [a, b, loner] = await createParticipants(t, 3);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, a!.token, problem._id, 'Filter Finders');
    await joinTeam(t, b!.token, team._id);
    const list = json(
      await t.app.inject({ method: 'GET', url: `/api/teams?search=filter%20find&problemStatementId=${problem._id}`, headers: bearer(a!.token) }),
    ).data;
    expect(list.teams.map((x: any) => x.name)).toEqual(['Filter Finders']);
    expect(list.teams[0].members).toHaveLength(2);
    const avail = json(await t.app.inject({ method: 'GET', url: `/api/teams/available-users?limit=100&search=Participant`, headers: bearer(a!.token) })).data
      .users;
    const ids = avail.map((u: any) => u._id);
    expect(ids).toContain(loner!.user.id);
    expect(ids).not.toContain(a!.user.id);
    expect(ids).not.toContain(b!.user.id);
  });
});

describe('team formation switch', () => {
  it('refuses create and join on the server while off, and allows them again when on', async () => {
    const [a, b] = await createParticipants(t, 2);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, a!.token, problem._id);
    await setConfig(t, admin.token, { teamFormationEnabled: false });
    try {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: bearer(b!.token),
        payload: { name: 'Closed Shop', problemStatement: problem._id },
      });
      expect(create.statusCode).toBe(403);
      expect(json(create).message).toBe(TEAM_MSG.formationDisabledServer);
      const join = await joinTeam(t, b!.token, team._id);
      expect(join.statusCode).toBe(403);
    } finally {
      await setConfig(t, admin.token, { teamFormationEnabled: true });
    }
    expect((await joinTeam(t, b!.token, team._id)).statusCode).toBe(200);
  });
});

describe('team formation switch and team edits', () => {
  it('refuses edits, problem switches and removals while off, with the create/join message', async () => {
    const [leader, member] = await createParticipants(t, 2);
    const [p1, p2] = [await createProblem(t, admin.token), await createProblem(t, admin.token)];
    const team = await createTeam(t, leader!.token, p1._id, 'Frozen Lineup');
    await joinTeam(t, member!.token, team._id);
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/teams/${team._id}`, headers: bearer(leader!.token), payload });
    const kick = () => t.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}/members/${member!.user.id}`, headers: bearer(leader!.token) });
    await setConfig(t, admin.token, { teamFormationEnabled: false });
    try {
      for (const res of [await put({ name: 'Thawed Lineup' }), await put({ description: 'changed' }), await put({ problemStatement: p2._id }), await kick()]) {
        expect(res.statusCode).toBe(403);
        expect(json(res).message).toBe(TEAM_MSG.formationDisabledServer);
      }
      const view = await getTeam(leader!.token, team._id);
      expect(view).toMatchObject({ name: 'Frozen Lineup', description: 'We build things', problemStatement: { _id: p1._id }, memberCount: 2 });
      expect(await selectionCount(t, admin.token, p2._id)).toBe(0);
    } finally {
      await setConfig(t, admin.token, { teamFormationEnabled: true });
    }
    expect((await put({ name: 'Thawed Lineup', problemStatement: p2._id })).statusCode).toBe(200);
    expect((await kick()).statusCode).toBe(200);
  });

  it("refuses a leader's disband while off, with the same message, but lets the superadmin delete the team", async () => {
    const [leader, member] = await createParticipants(t, 2);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, leader!.token, problem._id);
    await joinTeam(t, member!.token, team._id);
    const disband = (token: string) => t.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}`, headers: bearer(token) });
    await setConfig(t, admin.token, { teamFormationEnabled: false });
    try {
      const refused = await disband(leader!.token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(TEAM_MSG.formationDisabledServer);
      expect(await getTeam(leader!.token, team._id)).toMatchObject({ _id: team._id, memberCount: 2 });
      expect(await selectionCount(t, admin.token, problem._id)).toBe(1);
      const deleted = await disband(admin.token);
      expect(deleted.statusCode).toBe(200);
      expect(json(deleted).message).toBe(TEAM_MSG.disbanded);
      expect((await t.app.inject({ method: 'GET', url: `/api/teams/${team._id}`, headers: bearer(admin.token) })).statusCode).toBe(404);
    } finally {
      await setConfig(t, admin.token, { teamFormationEnabled: true });
    }
  });

  it('still lets a member leave, and a sole member disband by leaving, while off', async () => {
    const [leader, member, solo] = await createParticipants(t, 3);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, leader!.token, problem._id);
    await joinTeam(t, member!.token, team._id);
    const alone = await createTeam(t, solo!.token, problem._id);
    await setConfig(t, admin.token, { teamFormationEnabled: false });
    try {
      const left = await t.app.inject({ method: 'POST', url: `/api/teams/${team._id}/leave`, headers: bearer(member!.token) });
      expect(left.statusCode).toBe(200);
      expect(json(left).message).toBe(TEAM_MSG.left);
      expect((await getTeam(leader!.token, team._id)).memberCount).toBe(1);
      const disbanded = await t.app.inject({ method: 'POST', url: `/api/teams/${alone._id}/leave`, headers: bearer(solo!.token) });
      expect(disbanded.statusCode).toBe(200);
      expect(json(disbanded).data.disbanded).toBe(true);
    } finally {
      await setConfig(t, admin.token, { teamFormationEnabled: true });
    }
  });
});

async function getMyTeam(token: string) {
  return json(await t.app.inject({ method: 'GET', url: '/api/teams/my-team', headers: bearer(token) })).data.team;
}
