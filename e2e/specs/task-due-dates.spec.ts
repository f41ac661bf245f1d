import { SUBMISSION_MSG, TASK_MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../fixtures.ts';
import { assignParticipants } from '../support/mentoring.ts';

// Issue 30, item 4. The due date is typed in the event's zone (IST) and read back in it, whatever
// the browser's zone; 4 Aug 2025 18:00 IST has passed, so a submission now is late.
test.use({ timezoneId: 'America/Los_Angeles' });

test('the admin sets a due date; the participant sees it, hands in late, and both they and their mentor see Late', async ({ page, browser, api, signInAs }) => {
  test.setTimeout(60_000);
  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  const title = `Due task ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Day').selectOption('day4');
  await dialog.getByLabel('Description').fill('Hand it in by the evening.');
  await dialog.getByLabel('Due date (optional, IST)').fill('2025-08-04T18:00');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText(TASK_MSG.created)).toBeVisible();
  await page.getByRole('button', { name: /^Day 4/ }).click();
  const adminCard = page.getByRole('article', { name: title });
  await expect(adminCard.getByText('Due 4 Aug, 18:00 IST')).toBeVisible();

  // Edit shows the same wall clock back, not the browser's.
  await adminCard.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Task' }).getByLabel('Due date (optional, IST)')).toHaveValue('2025-08-04T18:00');
  await page.getByRole('dialog', { name: 'Edit Task' }).getByRole('button', { name: 'Cancel' }).click();

  const participant = await api.registerParticipant({ name: `Late Lata ${Date.now().toString(36)}` });
  const mentor = await api.createStaff('mentor');
  await assignParticipants(page.request, mentor.user._id, [participant.user._id]);

  const theirs = await (await browser.newContext({ timezoneId: 'America/Los_Angeles' })).newPage();
  await useSession(theirs, participant);
  await theirs.goto('/dashboard');
  await theirs.getByRole('tab', { name: 'Tasks' }).click();
  await theirs.getByRole('button', { name: /^Day 4,/ }).click();
  const card = theirs.getByRole('article', { name: title });
  await expect(card.getByText('Due 4 Aug, 18:00 IST')).toBeVisible();
  await expect(card.getByText('past due, a submission now is marked Late')).toBeVisible();
  await expect(card.getByText('Late', { exact: true })).toHaveCount(0);

  await card.getByRole('button', { name: 'Submit Task' }).click();
  const submit = theirs.getByRole('dialog', { name: 'Submit Task' });
  await submit.getByLabel('Description').fill('A day late, sorry');
  await submit.getByRole('button', { name: 'Submit Task' }).click();
  await expect(theirs.getByText(SUBMISSION_MSG.submitted)).toBeVisible();
  await expect(card.getByText('Late', { exact: true })).toBeVisible();
  await expect(card.getByText('Under Review')).toBeVisible();

  const mine = await theirs.request.get('/api/submissions/my-submissions', { headers: { authorization: `Bearer ${participant.token}` } });
  const submission = ((await mine.json()).data.submissions as { _id: string; isLate: boolean }[])[0]!;
  expect(submission.isLate).toBe(true);

  // The mentor's grading view, at its own address.
  const mentorPage = await (await browser.newContext()).newPage();
  await useSession(mentorPage, mentor);
  await mentorPage.goto(`/dashboard?submission=${submission._id}`);
  await mentorPage.getByRole('tab', { name: /^Task Reviews/ }).click();
  const review = mentorPage.getByRole('article', { name: participant.user.name });
  await expect(review).toContainText('A day late, sorry');
  await expect(review.getByText('Late', { exact: true })).toBeVisible();
});

test('a task without a due date says nothing about one and is never late', async ({ page, request, api }) => {
  const created = await request.post('/api/tasks', {
    headers: { authorization: `Bearer ${(await api.login('e2e-admin@hackcamp.test', 'e2e-admin-pass')).token}` },
    data: { title: `No due ${Date.now().toString(36)}`, description: 'Whenever you are ready.', day: 'day4', maxScore: 10 },
  });
  const task = (await created.json()).data.task as { _id: string; title: string };
  const participant = await api.registerParticipant();
  await useSession(page, participant);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 4,/ }).click();
  const card = page.getByRole('article', { name: task.title });
  await expect(card.getByText('Whenever you are ready.')).toBeVisible();
  await expect(card.getByText(/^Due /)).toHaveCount(0);
  await card.getByRole('button', { name: 'Submit Task' }).click();
  await page.getByRole('dialog', { name: 'Submit Task' }).getByLabel('Description').fill('Done');
  await page.getByRole('dialog', { name: 'Submit Task' }).getByRole('button', { name: 'Submit Task' }).click();
  await expect(card.getByText('Under Review')).toBeVisible();
  await expect(card.getByText('Late', { exact: true })).toHaveCount(0);
});
