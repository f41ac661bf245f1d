import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/demo-data/demo-people.ts';
import { DEMO_ADMIN_EMAIL, seedDemoEvent } from '../src/db/demo-data/seed-demo-event.ts';
import { judgeAssignments, judgeEvaluations, teams, users, votes } from '../src/db/schema/index.ts';
import { bearer, json, login, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('demo votes and judging', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoEvent(t.database.db);
    adminToken = await login(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('has votes from most leaders and some teams without any', async () => {
    const teamCount = (await t.database.db.select({ n: count() }).from(teams))[0]!.n;
    const voters = await t.database.db.selectDistinct({ id: votes.voterId }).from(votes);
    expect(voters.length).toBeGreaterThanOrEqual(Math.ceil(teamCount * 0.75));
    expect(voters.length).toBeLessThan(teamCount);
    const stats = json(await t.app.inject({ url: '/api/votes/admin/all-votes-by-team', headers: bearer(adminToken) })).data.statistics;
    expect(stats.teamsWithoutVotes).toBeGreaterThanOrEqual(2);
    expect(stats.teamsWithVotes).toBeGreaterThan(stats.teamsWithoutVotes);
    // Every vote is a leader's, for a team other than their own.
    const stray = await t.database.db.execute(sql`select 1 from votes v join teams t on t.leader_id = v.voter_id where v.team_id = t.id`);
    expect((stray as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('has judges with assignments and rounds partly done, and a harsh judge who changes the ranking', async () => {
    const judges = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'judge'));
    for (const judge of judges)
      expect((await t.database.db.select().from(judgeAssignments).where(eq(judgeAssignments.judgeId, judge.id))).length).toBeGreaterThan(0);
    expect((await t.database.db.select({ n: count() }).from(judgeEvaluations))[0]!.n).toBeGreaterThan(0);

    const data = json(await t.app.inject({ url: '/api/evaluations/results?limit=200', headers: bearer(adminToken) })).data;
    expect(data.summary.pendingEvaluations).toBeGreaterThan(0);
    expect(data.summary.totalEvaluations).toBeGreaterThan(data.summary.pendingEvaluations);
    const harsh = data.judges.find((j: { judgeName: string }) => j.judgeName === 'Dr. Lakshmi Narayan');
    const others = data.judges.filter((j: { judgeName: string }) => j.judgeName !== 'Dr. Lakshmi Narayan');
    expect(others.every((j: { mean: number }) => j.mean > harsh.mean + 1)).toBe(true);

    const ranked = data.teams.filter((r: { rank: number | null }) => r.rank !== null);
    const byNormalised = ranked.map((r: { teamId: string }) => r.teamId);
    const byRaw = [...ranked]
      .sort(
        (a: { meanScore: number; teamNumber: number }, b: { meanScore: number; teamNumber: number }) =>
          b.meanScore - a.meanScore || a.teamNumber - b.teamNumber,
      )
      .map((r: { teamId: string }) => r.teamId);
    expect(byNormalised).not.toEqual(byRaw);
  });
});
