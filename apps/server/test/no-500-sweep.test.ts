import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createParticipants, createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';
import { dayDate } from '@hackcamp/contract';
import { createTask, gradeSubmission, markAttendance, submitText } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam } from './helpers/teams-fixtures.ts';

// Every route, every caller, a set of odd inputs: whatever comes back, it is never a 5xx.
let t: TestApp;
const tokens: Record<string, string> = {};
let ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  const admin = await createStaff(t, 'superadmin');
  const [p, h] = [...(await createParticipants(t, 1)), ...(await createParticipants(t, 1, 'hackathon'))];
  tokens.admin = admin.token;
  tokens.mentor = (await createStaff(t, 'mentor')).token;
  tokens.participant = p!.token;
  tokens.hackathon = h!.token;
  tokens.none = '';
  const problem = await createProblem(t, admin.token);
  const team = await createTeam(t, p!.token, problem._id);
  const task = await createTask(t, admin.token);
  const submission = await submitText(t, p!.token, task._id);
  await gradeSubmission(t, admin.token, submission._id, { score: 50, feedback: 'Good' });
  const record = (await markAttendance(t, admin.token, { userId: p!.user.id, date: dayDate(1), status: 'present' })).json().data.attendance;
  ids = { problem: problem._id, team: team._id, user: p!.user.id, task: task._id, submission: submission._id, attendance: record._id };
});
afterAll(() => t.close());

const weirdBodies: unknown[] = [
  {},
  [],
  'text',
  42,
  { name: ['a'], email: { $gt: '' }, password: 123, role: 'superadmin' },
  { name: '😀'.repeat(5000), title: 'x'.repeat(20_000), description: null, problemStatement: 'not-a-uuid', day: 'day0', maxScore: -1, rating: 99 },
  { teamFormationEnabled: 'true', votingEnabled: null, page: -1, limit: 1e12 },
  { transferToUserId: '00000000-0000-4000-8000-000000000000', profilePicture: 'data:image/png;base64,####' },
  { name: 'nul \u0000 inside', title: '\u0000', email: 'a@b.co', password: 'secret1' },
  { userId: '00000000-0000-4000-8000-000000000000', date: '2025-08-04', status: 'present', score: '99999999999999999999', feedback: 'x' },
  { score: 1e308, feedback: ['a'], date: '+275760-09-13', status: { $ne: 'absent' } },
  { code: 'x'.repeat(32_768), reason: 'r'.repeat(32_768), minutes: '5', minAttendancePct: 'x'.repeat(32_768) },
  { code: `https://example.com/check-in?code=${'A'.repeat(32_768)}`, minutes: 1e308, minGradedPct: -1 },
  // The settings, the landing texts, an added participant and an invitation (issue 38).
  {
    timeZone: 'x'.repeat(32_768),
    publicUrl: `https://${'a'.repeat(32_768)}.edu`,
    phoneCountryCode: '+'.repeat(32_768),
    countdownTarget: '2025-02-30T25:61:00',
    startDate: '0000-00-00',
  },
  { eventName: 'x'.repeat(32_768), publicDates: ['a'], confirmDateChange: 'yes', publicDatesFollowDates: 1, timeZone: '../../etc/passwd' },
  { tagline: 'x'.repeat(32_768), stats: Array.from({ length: 5000 }, () => ({ label: 'x'.repeat(100), value: 'y', computed: 'nope' })), faq: 'not a list' },
  { tagline: 'Fine', stats: [{ label: 'Mentors', computed: 'mentors' }], tracks: [{ name: 'x', icon: 'x'.repeat(32_768), ideas: [null] }] },
  { name: 'Walk In', email: 'walk@in.test', collegeName: 'x'.repeat(32_768), mobile: '9'.repeat(32_768), participantType: 'judge' },
  { token: 't'.repeat(32_768), newPassword: 'p'.repeat(32_768) },
];
const weirdQueries = [
  '',
  '?search=%00',
  '?page=-1&limit=0',
  '?page=1&page=2',
  '?limit=99999999999999999999',
  '?search=%25%5F%5C%27%22',
  '?search=' + 'x'.repeat(5000),
  '?domain=&category=all&role=root&sortOrder=up',
  '?problemStatementId=nope',
  '?date=9999-99-99&userId=nope&taskId=%00&status=late',
  '?date=%2B275760-09-13&userId=00000000-0000-4000-8000-000000000000',
];

const routes: [string, string][] = [
  ['GET', '/api/health'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/profile'],
  ['PUT', '/api/auth/profile'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/register-admin'],
  ['GET', '/api/config/config'],
  ['PUT', '/api/config/config'],
  ['GET', '/api/config/landing'],
  ['PUT', '/api/config/landing'],
  ['GET', '/api/admin/setup'],
  ['POST', '/api/users'],
  ['POST', '/api/users/:user/invite'],
  ['POST', '/api/users/%E2%98%83/invite'],
  ['POST', '/api/auth/accept-invitation'],
  ['GET', '/api/config/problems'],
  ['GET', '/api/config/problems/titles'],
  ['GET', '/api/config/problems/my-custom'],
  ['POST', '/api/config/problems/custom'],
  ['POST', '/api/config/problems'],
  ['PUT', '/api/config/problems/:problem'],
  ['GET', '/api/config/problems/:problem'],
  ['GET', '/api/teams'],
  ['GET', '/api/teams/my-team'],
  ['GET', '/api/teams/available-users'],
  ['POST', '/api/teams'],
  ['GET', '/api/teams/:team'],
  ['PUT', '/api/teams/:team'],
  ['POST', '/api/teams/:team/join'],
  ['DELETE', '/api/teams/:team/members/:user'],
  ['GET', '/api/tasks'],
  ['GET', '/api/tasks/active'],
  ['POST', '/api/tasks'],
  ['GET', '/api/attendance/my-attendance'],
  ['POST', '/api/attendance/mark-for-user'],
  ['POST', '/api/attendance/mark-for-users'],
  ['GET', '/api/attendance'],
  ['GET', '/api/attendance/today'],
  ['GET', '/api/attendance/stats'],
  ['GET', '/api/attendance/can-mark'],
  ['POST', '/api/attendance'],
  ['PUT', '/api/attendance/:attendance'],
  ['DELETE', '/api/attendance/:attendance'],
  ['GET', '/api/submissions/my-submissions'],
  ['POST', '/api/submissions'],
  ['POST', '/api/submissions/:submission/grade'],
  ['PUT', '/api/submissions/:submission/grade'],
  ['GET', '/api/submissions'],
  ['GET', '/api/submissions/pending'],
  ['GET', '/api/submissions/task-counts'],
  ['GET', '/api/submissions/:submission'],
  ['GET', '/api/tasks/:task/submissions'],
  ['GET', '/api/users/my-participants'],
  ['GET', '/api/users/my-mentor'],
  ['GET', '/api/users/leaderboard'],
  ['GET', '/api/users/leaderboard/summary'],
  ['GET', '/api/users/mentors'],
  ['GET', '/api/hackathon/dashboard'],
  ['GET', '/api/hackathon/mentors'],
  ['GET', '/api/hackathon/teams'],
  ['GET', '/api/avatars/:problem'],
  ['GET', '/api/teams/%E2%98%83'],
  ['POST', '/api/check-in/sessions'],
  ['GET', '/api/check-in/sessions/current'],
  ['GET', '/api/check-in/sessions/%E2%98%83'],
  ['DELETE', '/api/check-in/sessions/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/check-in/status'],
  ['POST', '/api/check-in'],
  ['GET', '/api/certificates/rules'],
  ['PUT', '/api/certificates/rules'],
  ['GET', '/api/certificates/preview'],
  ['GET', '/api/certificates'],
  ['GET', '/api/certificates/mine'],
  ['GET', '/api/certificates/verify/%E2%98%83'],
  ['GET', `/api/certificates/${'A'.repeat(32_768)}/pdf`],
  ['POST', '/api/certificates/AAAAAAAAAAAAAAAA/revoke'],
  // Last: they delete the submission and the task the routes above use.
  ['DELETE', '/api/submissions/:submission'],
  ['DELETE', '/api/tasks/:task'],
];

describe('no 5xx for odd input', () => {
  for (const [method, path] of routes) {
    it(`${method} ${path}`, async () => {
      const url = path.replace(/:(\w+)/g, (_, k: string) => ids[k]!);
      for (const caller of Object.keys(tokens)) {
        const headers = tokens[caller] ? bearer(tokens[caller]!) : {};
        const attempts =
          method === 'GET' || method === 'DELETE'
            ? weirdQueries.map((q) => t.app.inject({ method, url: url + q, headers }))
            : weirdBodies.map((body) =>
                t.app.inject({ method: method as 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
              );
        for (const res of await Promise.all(attempts)) {
          expect(res.statusCode, `${caller} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    });
  }
});
