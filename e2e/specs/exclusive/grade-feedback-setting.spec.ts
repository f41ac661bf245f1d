import type { APIRequestContext } from '@playwright/test';
import { GRADE_MSG, type Submission } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { assignParticipants } from '../../support/mentoring.ts';
import { submitText } from '../../support/scoring.ts';
import { createTask } from '../../support/tasks.ts';
import { adminToken } from '../../support/teams.ts';

async function feedbackRequired(request: APIRequestContext, on: boolean) {
  const res = await request.put('/api/config/config', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { gradeFeedbackRequired: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Issue 41, point 3: "Feedback required with a grade" on (the default) refuses a score alone, on
// the form and on the server; off, a mentor saves a score alone. The switch is put back on.
test('a grade without feedback: refused with the message while feedback is required, saved when the organiser turns it off', async ({
  page,
  api,
  request,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const t = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const mentor = await signInAs('mentor');
  const who = await api.registerParticipant({ name: `Esha Rao ${t}` });
  await assignParticipants(request, mentor.user._id, [who.user._id]);
  const task = await createTask(request, { day: 'day1', maxScore: 10, title: `Quiz ${t}` });
  const work = await submitText(request, who.token, task._id, 'All answers in the doc');
  const read = async () => {
    const res = await request.get(`/api/submissions/${work._id}`, { headers: { authorization: `Bearer ${mentor.token}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data.submission as Submission;
  };

  try {
    await feedbackRequired(request, true);
    await page.goto(`/dashboard?submission=${work._id}`);
    const card = page.getByRole('article', { name: who.user.name });
    const feedback = card.getByLabel('Feedback', { exact: true });
    await expect(feedback).toBeVisible({ timeout: 20_000 });
    await card.getByLabel('Score (0-10)').fill('8');
    await card.getByRole('button', { name: 'Submit Grade' }).click();
    await expect(feedback).toHaveAccessibleDescription(GRADE_MSG.required);
    await expect(feedback).toBeFocused();
    // The server holds the same rule for anyone who skips the form.
    const refused = await request.post(`/api/submissions/${work._id}/grade`, {
      headers: { authorization: `Bearer ${mentor.token}` },
      data: { score: 8, feedback: '' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toContain(GRADE_MSG.required);
    expect((await read()).score).toBeNull();

    await feedbackRequired(request, false);
    await page.reload();
    const optional = card.getByLabel('Feedback (optional)');
    await expect(optional).toBeVisible({ timeout: 20_000 });
    await card.getByLabel('Score (0-10)').fill('8');
    await card.getByRole('button', { name: 'Submit Grade' }).click();
    await expect(page.getByText(GRADE_MSG.saved)).toBeVisible();
    // Nothing else waits: the queue says so, and the score is stored without feedback.
    await expect(page.getByRole('status').filter({ hasText: 'All caught up' })).toBeFocused();
    const saved = await read();
    expect(saved.score).toBe(8);
    expect(saved.feedback ?? '').toBe('');
  } finally {
    await feedbackRequired(request, true);
  }
});
