import { expect, type APIRequestContext } from '@playwright/test';
import type { Api, Account } from '../fixtures.ts';
import { adminToken, createProblem, createTeamViaApi, uniqueTeamName } from './teams.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function setVoting(request: APIRequestContext, enabled: boolean) {
  const res = await request.put('/api/config/config', { headers: auth(await adminToken(request)), data: { votingEnabled: enabled } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A fresh participant joins the team: a team of one may not vote (issue 29). */
export async function addTeammate(api: Api, request: APIRequestContext, teamId: string, name: string) {
  const mate = await api.registerParticipant({ name });
  const res = await request.post(`/api/teams/${teamId}/join`, { headers: auth(mate.token) });
  expect(res.status(), await res.text()).toBe(200);
  return mate;
}

/**
 * `n` teams whose names start with `prefix`, each led by a fresh participant with one teammate,
 * so each may vote once voting is (re)opened after them (a problem holds 4 teams at most).
 */
export async function createLedTeams(api: Api, request: APIRequestContext, prefix: string, n: number) {
  const teams: { team: { _id: string; name: string }; leader: Account }[] = [];
  let problem = await createProblem(request);
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % 4 === 0) problem = await createProblem(request);
    const leader = await api.registerParticipant({ name: `${prefix} Lead ${i + 1}` });
    const team = await createTeamViaApi(request, leader.token, problem._id, uniqueTeamName(`${prefix} ${String.fromCharCode(65 + i)}`));
    await addTeammate(api, request, team._id, `${prefix} Mate ${i + 1}`);
    teams.push({ team, leader });
  }
  return teams;
}

export async function castVote(request: APIRequestContext, token: string, teamId: string, rating: number, comment: string) {
  const res = await request.post(`/api/votes/teams/${teamId}/vote`, { headers: auth(token), data: { rating, comment } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Every team id on the server, through the leader's own voting list (all but the leader's team). */
export async function otherTeamIds(request: APIRequestContext, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/votes/teams-with-ratings?page=${page}`, { headers: auth(token) });
    expect(res.status()).toBe(200);
    const data = (await res.json()).data;
    ids.push(...data.teams.map((t: { _id: string }) => t._id));
    if (!data.pagination.hasNextPage) return ids;
  }
}

export async function assignTeams(request: APIRequestContext, judgeId: string, teamIds: string[]) {
  const res = await request.post('/api/users/assign-teams-to-judge', { headers: auth(await adminToken(request)), data: { judgeId, teamIds } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function saveEvaluation(request: APIRequestContext, token: string, teamId: string, round: number, score: number, feedback = '') {
  const res = await request.post(`/api/judge/evaluations/${teamId}/${round}`, { headers: auth(token), data: { score, feedback } });
  expect(res.status(), await res.text()).toBe(200);
}
