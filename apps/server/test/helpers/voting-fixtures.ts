import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { teams as teamsTable } from '../../src/db/schema/index.ts';
import { bearer, createParticipants, json, type TestApp } from './test-app.ts';
import { createProblem, createTeam, joinTeam, setConfig } from './teams-fixtures.ts';

export type Leader = Awaited<ReturnType<typeof createParticipants>>[number];

/**
 * `n` teams, each led by a fresh participant, spread over problem statements (4 teams each at
 * most). By default each can vote (issues 29 and 39): it has a second member, and it is dated a day
 * back with the two members it had when voting last opened, as a team formed before the opening.
 * `voters: false` leaves one-person teams formed now (null: formed after any opening).
 */
export async function createLedTeams(t: TestApp, adminToken: string, n: number, prefix = 'Vote Team', opts: { voters?: boolean } = {}) {
  const voters = opts.voters ?? true;
  const leaders = await createParticipants(t, n);
  const members = voters ? await createParticipants(t, n) : [];
  const problems = await Promise.all(Array.from({ length: Math.ceil(n / 4) }, () => createProblem(t, adminToken)));
  const teams = [];
  for (const [i, leader] of leaders.entries()) {
    const team = await createTeam(t, leader.token, problems[Math.floor(i / 4)]!._id, `${prefix} ${i + 1} ${Date.now() % 100000}`);
    const member = members[i];
    if (member) expect((await joinTeam(t, member.token, team._id)).statusCode).toBe(200);
    teams.push({ team, leader, member });
  }
  if (voters && teams.length) {
    const ids = teams.map((x) => x.team._id);
    await t.database.db
      .update(teamsTable)
      .set({ createdAt: sql`${teamsTable.createdAt} - interval '1 day'`, membersWhenVotingOpened: 2 })
      .where(inArray(teamsTable.id, ids));
  }
  return teams;
}

export const setVoting = (t: TestApp, adminToken: string, enabled: boolean) => setConfig(t, adminToken, { votingEnabled: enabled });

export function vote(
  t: TestApp,
  token: string,
  teamId: string,
  body: unknown = { rating: 4, comment: 'Solid demo and a clear pitch' },
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
) {
  return t.app.inject({ method, url: `/api/votes/teams/${teamId}/vote`, headers: bearer(token), ...(method === 'DELETE' ? {} : { payload: body as object }) });
}

export async function votingList(t: TestApp, token: string, query = '') {
  const res = await t.app.inject({ url: `/api/votes/teams-with-ratings${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}
