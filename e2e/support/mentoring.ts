import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './teams.ts';

/** The superadmin assigns participants to a mentor (POST /api/users/assign-participants). */
export async function assignParticipants(request: APIRequestContext, mentorId: string, participantIds: string[]) {
  const res = await request.post('/api/users/assign-participants', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { mentorId, participantIds },
  });
  expect(res.status(), await res.text()).toBe(200);
}
