import { expect } from 'vitest';
import { bearer, json, type TestApp } from './test-app.ts';

let n = 0;
export function problemBody(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    title: `Smart irrigation planner ${n}`,
    description: 'Farmers waste water because they cannot see soil moisture; build a planner that schedules irrigation from sensor data.',
    domain: 'agriculture',
    topic: 'IoT',
    suggestedTechnologies: 'React, Spring Boot, MQTT',
    difficulty: 'medium',
    ...overrides,
  };
}

export async function createProblem(t: TestApp, adminToken: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/config/problems', headers: bearer(adminToken), payload: problemBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.problem as { _id: string; title: string };
}

let teamNo = 0;
export async function createTeam(t: TestApp, token: string, problemId: string, name = `Team ${++teamNo} ${Date.now() % 100000}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: bearer(token),
    payload: { name, description: 'We build things', problemStatement: problemId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.team as { _id: string; name: string; memberCount: number };
}

export async function joinTeam(t: TestApp, token: string, teamId: string) {
  return t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/join`, headers: bearer(token) });
}

export async function selectionCount(t: TestApp, token: string, problemId: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/config/problems/${problemId}`, headers: bearer(token) });
  return json(res).data.problem.selectionCount;
}

export async function setConfig(t: TestApp, adminToken: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(adminToken), payload });
  expect(res.statusCode, res.body).toBe(200);
}
