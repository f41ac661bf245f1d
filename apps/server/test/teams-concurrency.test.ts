import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@hackcamp/contract';
import { teamMembers, teams } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createProblem, createTeam, joinTeam, selectionCount } from './helpers/teams-fixtures.ts';

// The caps must hold when many requests arrive at the same moment (on PostgreSQL they really run
// side by side on a pool of 20 connections).
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

describe('caps under simultaneous requests', () => {
  it('30 participants joining a team of 5 at once leave exactly 6 members and 29 refusals', async () => {
    const founders = await createParticipants(t, 5);
    const crowd = await createParticipants(t, 30);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, founders[0]!.token, problem._id);
    for (const f of founders.slice(1)) expect((await joinTeam(t, f.token, team._id)).statusCode).toBe(200);

    const results = await Promise.all(crowd.map((p) => joinTeam(t, p.token, team._id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(29);
    expect(refused.every((r) => json(r).message === TEAM_MSG.teamFull)).toBe(true);
    const members = await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id));
    expect(members).toHaveLength(6);
  });

  it('12 teams choosing one statement at once leave exactly 4', async () => {
    const leaders = await createParticipants(t, 12);
    const problem = await createProblem(t, admin.token);
    const results = await Promise.all(
      leaders.map((p, i) =>
        t.app.inject({ method: 'POST', url: '/api/teams', headers: bearer(p.token), payload: { name: `Rush Team ${i}`, problemStatement: problem._id } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(8);
    expect(refused.every((r) => json(r).message === TEAM_MSG.selectionLimit)).toBe(true);
    expect(await t.database.db.select().from(teams).where(eq(teams.problemStatementId, problem._id))).toHaveLength(4);
    expect(await selectionCount(t, admin.token, problem._id)).toBe(4);
  });

  it('one participant joining 10 teams at once ends up in exactly one', async () => {
    const leaders = await createParticipants(t, 10);
    const [hopper] = await createParticipants(t, 1);
    const problems = await Promise.all(Array.from({ length: 3 }, () => createProblem(t, admin.token)));
    const teamList = [];
    for (const [i, l] of leaders.entries()) teamList.push(await createTeam(t, l.token, problems[i % 3]!._id));
    const results = await Promise.all(teamList.map((team) => joinTeam(t, hopper!.token, team._id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, hopper!.user.id))).toHaveLength(1);
  });

  it('10 teams renamed or created with one name at once leave one holder', async () => {
    const leaders = await createParticipants(t, 10);
    const problems = await Promise.all(Array.from({ length: 3 }, () => createProblem(t, admin.token)));
    const results = await Promise.all(
      leaders.map((p, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/teams',
          headers: bearer(p.token),
          payload: { name: i % 2 ? 'SAME NAME' : 'same name', problemStatement: problems[i % 3]!._id },
        }),
      ),
    );
    // Every answer is accounted for: one creation, nine clear refusals, nothing else (a 500 from
    // an unhandled unique violation would otherwise slip through).
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(json(r)).toEqual({ success: false, message: TEAM_MSG.nameTaken });
    const holders = await t.database.db
      .select()
      .from(teams)
      .where(sql`lower(${teams.name}) = 'same name'`);
    expect(holders).toHaveLength(1);
    expect(holders[0]!.leaderId).toBe(leaders[results.findIndex((r) => r.statusCode === 201)]!.user.id);
  });

  it('members leaving all at once: team disbanded exactly once, no orphan rows', async () => {
    const people = await createParticipants(t, 6);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, people[0]!.token, problem._id);
    for (const p of people.slice(1)) await joinTeam(t, p.token, team._id);
    const results = await Promise.all(people.map((p) => t.app.inject({ method: 'POST', url: `/api/teams/${team._id}/leave`, headers: bearer(p.token) })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => json(r).data.disbanded)).toHaveLength(1);
    expect(await t.database.db.select().from(teams).where(eq(teams.id, team._id))).toHaveLength(0);
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id))).toHaveLength(0);
    expect(await selectionCount(t, admin.token, problem._id)).toBe(0);
  });
});
