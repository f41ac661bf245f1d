import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createTeam, joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';

// The hackathon dashboard in two halves (modules/hackathon/hackathon.service.ts, decision 0051):
// the reader's own (account, team, mentor) and the one every participant shares (the first
// problem statements and teams with room). A join anywhere changes the shared half; it is built at
// most once a second and served a little behind, except to the person whose own change it is.
let openTeamPageReads = 0;
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  cluster = await startTestNodes(2, {
    queryLogger: {
      logQuery: (query) => {
        // teams.queries.ts openTeamIds: the first teams with room, in team-number order.
        if (query.includes('from "team_members"') && query.includes('order by "teams"."team_number"')) openTeamPageReads++;
      },
    },
  });
  [a, b] = cluster.nodes as [TestApp, TestApp];
  admin = await createStaff(a, 'superadmin');
  await setConfig(a, admin.token, { teamFormationEnabled: true });
});
afterAll(() => cluster.close());

type Dashboard = { team: { _id: string } | null; availableTeams: { _id: string; memberCount: number }[]; stats: { availableTeams: number } };

async function dashboard(node: TestApp, token: string): Promise<Dashboard> {
  const res = await node.app.inject({ url: '/api/hackathon/dashboard', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}

/** `n` teams of one member each, with room. */
async function openTeams(n: number) {
  const leaders = await createParticipants(a, n, 'hackathon');
  const teams = [];
  for (const leader of leaders) teams.push(await createTeam(a, leader.token, (await createProblem(a, admin.token))._id));
  return teams;
}

describe('the hackathon dashboard during the team-forming rush', () => {
  it('reads the first teams with room about once a second however many join, and every reader has the last join within seconds', async () => {
    const teams = await openTeams(5);
    const viewers = await createParticipants(a, 8, 'hackathon');
    const joiners = await createParticipants(a, 20, 'hackathon');
    for (const v of viewers) await dashboard(b, v.token);
    await caughtUp([a, b]);

    openTeamPageReads = 0;
    let joining = true;
    const reading = (async () => {
      while (joining) await Promise.all(viewers.map((v) => dashboard(b, v.token)));
    })();
    const began = Date.now();
    for (const [i, joiner] of joiners.entries()) {
      const joined = await joinTeam(a, joiner.token, teams[i % teams.length]!._id);
      expect(joined.statusCode, joined.body).toBe(200);
      await new Promise((r) => setTimeout(r, 40));
    }
    joining = false;
    await reading;
    const seconds = (Date.now() - began) / 1000;
    // Before the halves: every join into a listed team dropped the list, and the next reader read it again (20 times).
    expect(openTeamPageReads).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
    expect(openTeamPageReads).toBeLessThan(joiners.length / 2);

    // Five members each now: every viewer on the other node sees them within about a second.
    await caughtUp([a, b]);
    for (const v of viewers) {
      await eventually(async () => {
        const listed = (await dashboard(b, v.token)).availableTeams.filter((t) => teams.some((x) => x._id === t._id));
        expect(listed.map((t) => t.memberCount)).toEqual(teams.map(() => 5));
      }, 3_000);
    }
  });

  it("has the reader's own join in their next answer at once, the shared half included; others' within seconds", async () => {
    const [team] = await openTeams(1);
    const [me, other] = await createParticipants(a, 2, 'hackathon');
    const membersOf = (d: Dashboard) => d.availableTeams.find((t) => t._id === team!._id)?.memberCount;
    await dashboard(b, other!.token);
    expect(membersOf(await dashboard(b, me!.token))).toBe(1);
    await caughtUp([a, b]);
    // Another reader's read: the node holds a shared half from before the join, young enough to serve.
    expect(membersOf(await dashboard(b, other!.token))).toBe(1);

    const joined = await joinTeam(b, me!.token, team!._id);
    expect(joined.statusCode, joined.body).toBe(200);
    const mine = await dashboard(b, me!.token);
    expect(mine.team?._id).toBe(team!._id);
    expect(membersOf(mine)).toBe(2);
    // And it never goes back while the held half catches up.
    for (let i = 0; i < 5; i++) expect(membersOf(await dashboard(b, me!.token))).toBe(2);
    await eventually(async () => expect(membersOf(await dashboard(b, other!.token))).toBe(2), 3_000);
  });
});
