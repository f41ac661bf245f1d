import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Api, Account } from '../fixtures.ts';
import { networkQuiet } from './network.ts';
import { gradeSubmission, markAttendance, submitText } from './scoring.ts';
import { createTask } from './tasks.ts';
import { adminToken, createProblem, createTeamViaApi, uniqueTeamName } from './teams.ts';

/**
 * A participant whose dashboard has something in every part: a team with a second member, a
 * mentor, attendance marks and tasks (one graded, one waiting), so a scan or a screenshot sees
 * the screens as they look during the event rather than empty.
 */
export async function livedInParticipant(request: APIRequestContext, api: Api, kind: 'bootcamp' | 'hackathon', name = 'Meera Nair'): Promise<Account> {
  const me = await api.registerParticipant({ participantType: kind, name });
  const problem = await createProblem(request);
  const team = await createTeamViaApi(request, me.token, problem._id, uniqueTeamName('Byte Builders'));
  const mate = await api.registerParticipant({ participantType: kind, name: 'Arjun Rao' });
  const joined = await request.post(`/api/teams/${team._id}/join`, { headers: { authorization: `Bearer ${mate.token}` } });
  expect(joined.status(), await joined.text()).toBe(200);
  if (kind === 'hackathon') return me;

  const mentor = await api.createStaff('mentor', 'Mira Menon');
  const assigned = await request.post('/api/users/assign-participants', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { mentorId: mentor.user._id, participantIds: [me.user._id] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await markAttendance(request, me.user._id, 1, 'present');
  await markAttendance(request, me.user._id, 2, 'absent');
  const graded = await createTask(request, { day: 'day1' });
  const submission = await submitText(request, me.token, graded._id, 'Built the portfolio page and deployed it.');
  await gradeSubmission(request, submission._id, 42, 'Clean layout; add alt text to the images.');
  await createTask(request, { day: 'day1' });
  return me;
}

/** The open section has loaded: no spinner or skeleton left in the page's main part. */
export async function settled(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('main .animate-spin, main .animate-pulse')).toHaveCount(0);
}
