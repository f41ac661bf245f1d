import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return (await res.json()).data.token;
}

let n = 0;
/** A problem statement created by the superadmin, with a title unique to this run. */
export async function createProblem(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const token = await adminToken(request);
  const title = `E2E problem ${process.pid}-${Date.now()}-${n++}`;
  const res = await request.post('/api/config/problems', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Students need a better way to find study partners; build a matching board for the campus.',
      domain: 'education',
      topic: 'Campus',
      suggestedTechnologies: 'React, Spring Boot',
      difficulty: 'easy',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.problem as { _id: string; title: string };
}

export async function createTeamViaApi(request: APIRequestContext, token: string, problemId: string, name: string) {
  const res = await request.post('/api/teams', { headers: { authorization: `Bearer ${token}` }, data: { name, problemStatement: problemId } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.team as { _id: string; name: string };
}

export async function setTeamFormation(request: APIRequestContext, enabled: boolean) {
  const token = await adminToken(request);
  const res = await request.put('/api/config/config', { headers: { authorization: `Bearer ${token}` }, data: { teamFormationEnabled: enabled } });
  expect(res.status()).toBe(200);
}

export const uniqueTeamName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}${n++}`;
