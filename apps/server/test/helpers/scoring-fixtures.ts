import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { attendance, submissions, users } from '../../src/db/schema/index.ts';
import { multipart } from './multipart.ts';
import { bearer, json, type TestApp } from './test-app.ts';

let n = 0;
/** A task made by a superadmin through the API. */
export async function createTask(t: TestApp, adminToken: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: bearer(adminToken),
    payload: { title: `Scored task ${++n}`, description: 'Do the work.', day: 'day1', maxScore: 100, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.task as { _id: string; title: string; maxScore: number };
}

/** A participant's text submission, through the multipart call the web app uses. */
export async function submitText(t: TestApp, token: string, taskId: string, text = 'Done, see my notes') {
  const body = multipart({ taskId, submissionType: 'text', content: JSON.stringify({ text }) });
  const res = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.submission as { _id: string };
}

/** The mentor-participant assignment (users.mentorId); no call sets it yet. */
export async function assignMentor(t: TestApp, mentorId: string, participantIds: string[]) {
  await t.database.db.update(users).set({ mentorId }).where(inArray(users.id, participantIds));
}

export const markAttendance = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/attendance/mark-for-user', headers: bearer(token), payload });

export const removeAttendance = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/attendance/${id}`, headers: bearer(token) });

export const gradeSubmission = (t: TestApp, token: string, id: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url: `/api/submissions/${id}/grade`, headers: bearer(token), payload });

/** The stored totalScore of a user. */
export async function storedScore(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db.select({ s: users.totalScore }).from(users).where(eq(users.id, userId));
  return row!.s;
}

/** The score the spec's rule gives from the rows themselves: 10 per present day + graded scores. */
export async function scoreFromRecords(t: TestApp, userId: string): Promise<number> {
  const [a] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendance)
    .where(sql`${attendance.userId} = ${userId} and ${attendance.status} = 'present'`);
  const [s] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${submissions.score}), 0)::int` })
    .from(submissions)
    .where(sql`${submissions.userId} = ${userId} and ${submissions.status} in ('graded', 'completed')`);
  return 10 * a!.n + s!.sum;
}

/** The participant's row on the leaderboard, as any signed-in bootcamp user reads it. */
export async function leaderboardEntry(t: TestApp, token: string, email: string) {
  // The participant's own row of the leaderboard (my-rank reads the same ranking): a search by
  // email no longer finds anyone for a participant while emails are hidden (decision 0036).
  const res = await t.app.inject({ method: 'GET', url: '/api/users/my-rank', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const entry = json(res).data.entry as { _id: string; totalScore: number; rank: number } | null;
  expect(entry, `${email} is on the leaderboard`).toBeTruthy();
  return entry!;
}
