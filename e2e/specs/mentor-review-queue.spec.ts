import { randomUUID } from 'node:crypto';
import { expect, test, type Account } from '../fixtures.ts';
import { assignParticipants } from '../support/mentoring.ts';
import { submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';

const tag = () => `${process.pid.toString(36)}${Date.now().toString(36)}`;

test("a mentor works through the review queue: the tab's count, filters, the grading view's address, field errors, and focus on what comes next", async ({
  page,
  api,
  signInAs,
}) => {
  test.setTimeout(90_000);
  const t = tag();
  const mentor = await signInAs('mentor');
  const people: Account[] = [];
  for (const name of ['Anil', 'Bina', 'Chetan']) people.push(await api.registerParticipant({ name: `${name} ${t}` }));
  await assignParticipants(
    page.request,
    mentor.user._id,
    people.map((p) => p.user._id),
  );
  const [anil, bina, chetan] = people as [Account, Account, Account];
  const quiz = await createTask(page.request, { day: 'day2', maxScore: 10, title: `Quiz ${t}` });
  const api2 = await createTask(page.request, { day: 'day3', maxScore: 50, title: `REST API ${t}` });
  // Handed in one after another: the queue shows them oldest first.
  const first = await submitText(page.request, anil.token, quiz._id, 'Answers attached');
  const second = await submitText(page.request, bina.token, quiz._id, 'My answers');
  const third = await submitText(page.request, chetan.token, api2._id, 'Endpoints in the README');

  await page.goto('/dashboard');
  const tab = page.getByRole('tab', { name: /^Task Reviews/ });
  await expect(tab).toHaveText('Task Reviews (3)');
  await tab.click();
  const queue = page.getByRole('list', { name: 'Submissions waiting for a grade, oldest first' });
  await expect(page.getByText('3 submissions waiting, oldest first')).toBeVisible();
  await expect(queue.getByRole('link')).toHaveCount(3);
  await expect(queue.getByRole('link').nth(0)).toContainText(anil.user.name);
  await expect(queue.getByRole('link').nth(1)).toContainText(bina.user.name);
  await expect(queue.getByRole('link').nth(2)).toContainText(`${chetan.user.name}REST API ${t}`);

  // Filters: one day, then one task of all days; both cleared again.
  await page.getByLabel('Day', { exact: true }).selectOption('day3');
  await expect(queue.getByRole('link')).toHaveCount(1);
  await expect(queue.getByRole('link')).toContainText(chetan.user.name);
  await page.getByLabel('Day', { exact: true }).selectOption('');
  await page.getByLabel('Task', { exact: true }).selectOption({ label: `Day 2: Quiz ${t}` });
  await expect(queue.getByRole('link')).toHaveCount(2);
  await page.getByLabel('Task', { exact: true }).selectOption('');
  await expect(queue.getByRole('link')).toHaveCount(3);

  // The oldest opens at its own address, focus on it.
  await queue.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`\\?submission=${first._id}$`));
  const heading = (who: Account, task: string) => page.getByRole('heading', { name: `${who.user.name}: ${task}` });
  await expect(heading(anil, quiz.title)).toBeFocused();

  // A reload (or a shared link) opens the same view.
  await page.reload();
  await expect(heading(anil, quiz.title)).toBeVisible();
  const card = page.getByRole('article', { name: anil.user.name });
  await expect(card).toContainText('Answers attached');

  // Errors sit beside their field, which takes focus, and nothing is sent.
  const score = card.getByLabel('Score (0-10)');
  await card.getByLabel('Feedback').fill('Neat work');
  await score.fill('7.5');
  await card.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(score).toHaveAccessibleDescription('Score must be a whole number');
  await expect(score).toHaveAttribute('aria-invalid', 'true');
  await expect(score).toBeFocused();
  await score.fill('11');
  await card.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(score).toHaveAccessibleDescription('Score must be between 0 and 10');
  await expect(tab).toHaveText('Task Reviews (3)');

  // A grade moves on to the next oldest, focus on it; the tab counts down.
  await score.fill('8');
  await card.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?submission=${second._id}$`));
  await expect(heading(bina, quiz.title)).toBeFocused();
  await expect(tab).toHaveText('Task Reviews (2)');

  const next = page.getByRole('article', { name: bina.user.name });
  await next.getByLabel('Score (0-10)').fill('6');
  await next.getByLabel('Feedback').fill('Check question 4');
  await next.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(heading(chetan, api2.title)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`\\?submission=${third._id}$`));

  const last = page.getByRole('article', { name: chetan.user.name });
  await last.getByLabel('Score (0-50)').fill('45');
  await last.getByLabel('Feedback').fill('Clear endpoints');
  await last.getByRole('button', { name: 'Submit Grade' }).click();
  // The queue is empty: focus on the message that says so.
  await expect(page.getByRole('status').filter({ hasText: 'All caught up' })).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tab).toHaveText('Task Reviews (0)');

  // A graded one's address still opens it, to regrade; an unknown one says so.
  await page.goto(`/dashboard?submission=${first._id}`);
  await expect(page.getByRole('article', { name: anil.user.name })).toContainText('Score: 8/10');
  await expect(page.getByRole('button', { name: 'Update Grade' })).toBeVisible();
  await page.goto(`/dashboard?submission=${randomUUID()}`);
  await expect(page.getByRole('alert')).toContainText('Submission not found');
  await page.getByRole('button', { name: 'Back to queue' }).click();
  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
});
