import { SUBMISSION_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';
import { createTask } from '../support/tasks.ts';

test('a participant submits text, edits to add a link, and redoes with a file', async ({ page, request, signInAs }) => {
  const task = await createTask(request);
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 1,/ }).click();
  const card = page.getByRole('article', { name: task.title });
  await expect(card.getByText('step one')).toBeVisible();
  await expect(card.getByText('Not Submitted')).toBeVisible();

  await card.getByRole('button', { name: 'Submit Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Task' });
  await dialog.getByRole('button', { name: 'Submit Task' }).click();
  await expect(dialog.getByText(SUBMISSION_MSG.contentRequired)).toBeVisible();
  await dialog.getByLabel('Description').fill('First version of my work');
  await dialog.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText(SUBMISSION_MSG.submitted)).toBeVisible();
  await expect(card.getByText('First version of my work')).toBeVisible();
  await expect(card.getByText('Under Review')).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Submission' });
  await expect(edit.getByLabel('Description')).toHaveValue('First version of my work');
  await edit.getByLabel('Link (optional)').fill('https://github.com/e2e/work');
  await edit.getByRole('button', { name: 'Update Submission' }).click();
  await expect(page.getByText(SUBMISSION_MSG.updated)).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Submission Link' })).toHaveAttribute('href', 'https://github.com/e2e/work');
  // The same success text comes again below: wait until this toast is gone so that one is new.
  await expect(page.getByText(SUBMISSION_MSG.updated)).toHaveCount(0, { timeout: 10_000 });

  await card.getByRole('button', { name: 'Redo' }).click();
  const redo = page.getByRole('dialog', { name: 'Redo Submission' });
  await expect(redo.getByLabel('Description')).toHaveValue('');
  await redo.getByLabel('File (optional)').setInputFiles({ name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await redo.getByLabel('Description').fill('Redone with notes');
  await redo.getByRole('button', { name: 'Update Submission' }).click();
  await expect(redo.getByText(SUBMISSION_MSG.fileType)).toBeVisible();
  await redo.getByLabel('File (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my notes') });
  await redo.getByRole('button', { name: 'Update Submission' }).click();
  await expect(page.getByText(SUBMISSION_MSG.updated)).toBeVisible();
  await expect(card.getByText('Redone with notes')).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'notes.txt' }).click();
  expect((await download).suggestedFilename()).toBe('notes.txt');
});

test('a link alone is saved with the fallback description', async ({ page, request, signInAs }) => {
  const task = await createTask(request, { day: 'day2' });
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 2,/ }).click();
  const card = page.getByRole('article', { name: task.title });
  await card.getByRole('button', { name: 'Submit Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Task' });
  await dialog.getByLabel('Link (optional)').fill('https://example.org/demo');
  await dialog.getByRole('button', { name: 'Submit Task' }).click();
  await expect(card.getByText(SUBMISSION_MSG.noDescription)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('an empty day says so', async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 12,/ }).click();
  // Other tests may add day-12 tasks; the empty state shows only when there are none.
  const count = await page.getByRole('article').count();
  if (count === 0) await expect(page.getByText('No tasks for this day')).toBeVisible();
  else await expect(page.getByText(`${count} task`)).toBeVisible();
});
