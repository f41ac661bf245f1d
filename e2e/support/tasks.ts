import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './teams.ts';

let n = 0;
export async function createTask(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const token = await adminToken(request);
  const title = `E2E task ${process.pid}-${Date.now()}-${n++}`;
  const res = await request.post('/api/tasks', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, description: 'Build the thing.\n- step one\n- step two', day: 'day1', maxScore: 50, ...overrides },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.task as { _id: string; title: string };
}
