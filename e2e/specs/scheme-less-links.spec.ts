import { expect, test } from '../fixtures.ts';
import { createTask } from '../support/tasks.ts';

// Issue 41 point 3: a link typed without https:// is taken, and saved with it.
test('a participant submits github.com/me/repo and the card links to https://github.com/me/repo', async ({ page, request, signInAs }) => {
  const task = await createTask(request);
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 1,/ }).click();
  const card = page.getByRole('article', { name: task.title });
  await card.getByRole('button', { name: 'Submit Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Task' });
  await dialog.getByLabel('Link (optional)').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Submit Task' }).click();
  await expect(dialog.getByText('Please enter a valid link, such as github.com/you/project')).toBeVisible();
  await dialog.getByLabel('Link (optional)').fill('github.com/me/repo');
  await dialog.getByRole('button', { name: 'Submit Task' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('link', { name: 'View Submission Link' })).toHaveAttribute('href', 'https://github.com/me/repo');
});
