import { TASK_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';
import { gradeSubmission, markAttendance, submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';

// Issue 27, point 2: a delete confirmation counts what goes first; a task's offers to deactivate it.
test('deleting a task with submissions shows what goes, offers deactivation, then deletes with them', async ({ page, api, signInAs }) => {
  const task = await createTask(page.request, { day: 'day9', maxScore: 50 });
  const [a, b, c] = await Promise.all([api.registerParticipant(), api.registerParticipant(), api.registerParticipant()]);
  const first = await submitText(page.request, a.token, task._id, 'My notes');
  const second = await submitText(page.request, b.token, task._id, 'My page');
  await submitText(page.request, c.token, task._id, 'Still working');
  await gradeSubmission(page.request, first._id, 40, 'Good');
  await gradeSubmission(page.request, second._id, 25, 'Fair');

  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 9/ }).click();
  const card = page.getByRole('article', { name: task.title });
  await card.getByRole('button', { name: 'Delete' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete Task' });
  await expect(dialog.getByText('3 submissions, 2 graded, 65 points will be removed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deactivate instead' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete Task and Submissions' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('delete-task-dialog.png') });

  // Deactivating is the default answer (issue 30, item 5): it has the focus, so Enter takes it,
  // and it keeps the task, its work and every score.
  await expect(dialog.getByRole('button', { name: 'Deactivate instead' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  const work = await page.request.get(`/api/submissions/my-submissions`, { headers: { authorization: `Bearer ${b.token}` } });
  expect(JSON.stringify(await work.json())).toContain(task._id);
  const kept = await page.request.get(`/api/auth/profile`, { headers: { authorization: `Bearer ${a.token}` } });
  expect((await kept.json()).data.user.totalScore).toBe(40);

  // Asked again, an inactive task offers only the delete, which takes the work and its points.
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('3 submissions, 2 graded, 65 points will be removed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deactivate instead' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete Task and Submissions' }).click();
  await expect(page.getByText(TASK_MSG.deletedWith({ submissions: 3, graded: 2, points: 65 }))).toBeVisible();
  await expect(card).toHaveCount(0);
  const after = await page.request.get(`/api/auth/profile`, { headers: { authorization: `Bearer ${a.token}` } });
  expect((await after.json()).data.user.totalScore).toBe(0);
});

test('a task nobody submitted is deleted as before, with no deactivation offered', async ({ page, signInAs }) => {
  const task = await createTask(page.request, { day: 'day10' });
  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 10/ }).click();
  const card = page.getByRole('article', { name: task.title });
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Task' });
  await expect(dialog.getByText('No one has submitted this task yet.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deactivate instead' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete Task' }).click();
  await expect(page.getByText(TASK_MSG.deleted, { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('deleting a person lists what goes with them before asking', async ({ page, api, signInAs }) => {
  const task = await createTask(page.request, { day: 'day11', maxScore: 50 });
  const person = await api.registerParticipant({ name: 'Kiran Deleted' });
  await gradeSubmission(page.request, (await submitText(page.request, person.token, task._id, 'Done'))._id, 40, 'Good');
  await markAttendance(page.request, person.user._id, 1, 'present');

  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users by name or email').fill(person.email);
  await page.getByRole('button', { name: 'Delete Kiran Deleted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Kiran Deleted?' });
  const list = dialog.getByRole('list', { name: 'Deleted with them' });
  await expect(list.getByRole('listitem')).toHaveText([
    '1 submission (1 graded, 40 points)',
    '1 attendance mark (1 present day)',
    'Their score of 50 points leaves the leaderboard',
  ]);
  await page.screenshot({ path: test.info().outputPath('delete-user-dialog.png') });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Kiran Deleted deleted')).toBeVisible();
});
