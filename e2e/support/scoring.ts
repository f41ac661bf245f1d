import { expect, type APIRequestContext } from '@playwright/test';
import { dayDate, type LeaderboardEntry, type StaffAttendanceRecord, type Submission } from '@hackcamp/contract';
import { adminToken } from './teams.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The superadmin marks one participant's event day (1-12) present or absent. */
export async function markAttendance(request: APIRequestContext, userId: string, day: number, status: 'present' | 'absent') {
  const res = await request.post('/api/attendance/mark-for-user', { headers: auth(await adminToken(request)), data: { userId, date: dayDate(day), status } });
  expect([200, 201], await res.text()).toContain(res.status());
  return (await res.json()).data.attendance as StaffAttendanceRecord;
}

/** A participant's text submission, sent as the web app sends it: a multipart form. */
export async function submitText(request: APIRequestContext, token: string, taskId: string, text: string) {
  const res = await request.post('/api/submissions', {
    headers: auth(token),
    multipart: { taskId, submissionType: 'text', content: JSON.stringify({ text }) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.submission as Submission;
}

/** The superadmin grades (or regrades) a submission. */
export async function gradeSubmission(request: APIRequestContext, submissionId: string, score: number, feedback: string) {
  const res = await request.post(`/api/submissions/${submissionId}/grade`, { headers: auth(await adminToken(request)), data: { score, feedback } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.submission as Submission;
}

/**
 * The user's row on the participants' leaderboard, as the server ranks it: their own place (a
 * participant's search matches names only, so they cannot be found by their email).
 */
export async function leaderboardEntry(request: APIRequestContext, token: string, email: string) {
  const res = await request.get('/api/users/my-rank', { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  const entry = (await res.json()).data.entry as LeaderboardEntry | null;
  expect(entry, `${email} is on the leaderboard`).toBeTruthy();
  return entry!;
}
