import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type Account } from '../fixtures.ts';
import { expectInViewport, registerClass, submitLink } from '../support/class-size.ts';
import { settled } from '../support/lived-in.ts';
import { assignParticipants } from '../support/mentoring.ts';
import { gradeSubmission, submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';
import { adminToken } from '../support/teams.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/h3';
const PHONE = { width: 375, height: 812 };

async function expectClean(page: Page, where: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

// Issue 41: a mentor of 64 participants on a 375 px phone finds anyone in a task's list, filters
// to what needs doing, reaches the Task Reviews tab, and reads a link's description once.
test('Task Reviews at class size on a phone: search, filters, sort, the tab in view, a link described once, axe in both themes', async ({
  page,
  api,
  request,
  signInAs,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const t = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const mentor = await signInAs('mentor');
  const workers: Account[] = [];
  for (const name of ['Asha Verma', 'Bilal Khan', 'Chitra Iyer', 'Dev Patel']) workers.push(await api.registerParticipant({ name: `${name} ${t}` }));
  const [asha, bilal, chitra, dev] = workers as [Account, Account, Account, Account];
  const rest = await registerClass(
    request,
    Array.from({ length: 60 }, (_, i) => `Class ${String(i + 1).padStart(2, '0')} ${t}`),
  );
  await assignParticipants(request, mentor.user._id, [...workers.map((w) => w.user._id), ...rest.map((r) => r._id)]);

  const task = await createTask(request, { day: 'day1', maxScore: 10, title: `Portfolio ${t}` });
  // Asha and Bilal hand in on time; the due date then passes; Chitra and Dev hand in late.
  await submitText(request, asha.token, task._id, 'Deployed on Netlify');
  const onTime = await submitText(request, bilal.token, task._id, 'Deployed on Pages');
  await gradeSubmission(request, onTime._id, 7, 'Good');
  const moved = await request.put(`/api/tasks/${task._id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { dueDate: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await submitText(request, chitra.token, task._id, 'Late but done');
  const description = `Code and screenshots are in the repository ${t}.`;
  const withLink = await submitLink(request, dev.token, task._id, description, `https://github.com/hackcamp-demo/${t}`);

  await page.goto('/dashboard');
  // The tab and its count fit the phone, and a 320 px one.
  const tab = page.getByRole('tab', { name: /^Task Reviews/ });
  await expect(tab).toHaveText('Task Reviews (3)', { timeout: 20_000 });
  await expectInViewport(page, tab, 'Task Reviews (3)');
  await page.setViewportSize({ width: 320, height: 640 });
  await expectInViewport(page, tab, 'Task Reviews (3) at 320 px');
  await page.setViewportSize(PHONE);

  await tab.click();
  // The queue (server-paged) searches the participant too: every word, any order.
  const queue = page.getByRole('list', { name: 'Submissions waiting for a grade, oldest first' }).getByRole('listitem');
  await expect(queue).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(`verma ${t} ASHA`);
  await expect(queue).toHaveCount(1);
  await expect(queue).toContainText(`Asha Verma ${t}`);
  await expect(page.getByText('1 submission waiting, oldest first')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search participants' }).fill('');
  await expect(queue).toHaveCount(3);
  await page.getByRole('button', { name: 'By day' }).click();
  await page
    .getByRole('region', { name: 'Day 1', exact: true })
    .getByRole('button', { name: new RegExp(task.title) })
    .click();
  const list = page.getByRole('list', { name: `${task.title}: participants` });
  const rows = list.getByRole('article');
  const count = page.getByTestId('roster-count');
  await expect(count).toHaveText('64 of 64');
  await expect(rows).toHaveCount(64);

  // The search narrows to one, by name (any case, any order of words) or by email.
  const search = page.getByRole('searchbox', { name: 'Search by name or email' });
  await search.fill(`iyer CHITRA`);
  await expect(count).toHaveText('1 of 64');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName(chitra.user.name);
  await search.fill(rest[41]!.email);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName(rest[41]!.name);
  await expect(rows.first()).toContainText('No submission');
  await search.fill('');

  // Each filter gives its known answer (names sorted A to Z).
  const show = page.getByRole('group', { name: 'Show' });
  const names = () => rows.evaluateAll((els) => els.map((e) => e.querySelector('h3')?.textContent ?? ''));
  await show.getByRole('button', { name: /^Pending/ }).click();
  await expect(count).toHaveText('3 of 64');
  expect(await names()).toEqual([asha.user.name, chitra.user.name, dev.user.name]);
  await show.getByRole('button', { name: /^Graded/ }).click();
  await expect(count).toHaveText('1 of 64');
  expect(await names()).toEqual([bilal.user.name]);
  await show.getByRole('button', { name: /^Late/ }).click();
  await expect(count).toHaveText('2 of 64');
  expect(await names()).toEqual([chitra.user.name, dev.user.name]);
  await show.getByRole('button', { name: /^No submission/ }).click();
  await expect(count).toHaveText('60 of 64');
  await expect(rows.filter({ hasText: 'No submission' })).toHaveCount(60);
  // Filter and search together: one person without work, with the address to write to.
  // By the email: the name's "08" would also be in every email made by a process whose id has it.
  await search.fill(rest[7]!.email);
  await expect(count).toHaveText('1 of 64');
  await expect(rows.first().getByRole('link', { name: rest[7]!.email })).toHaveAttribute('href', `mailto:${rest[7]!.email}`);
  await search.fill('');
  await show.getByRole('button', { name: /^All/ }).click();

  // Sorting: latest handed in first, then the highest score first; no submission last.
  await page.getByLabel('Sort by').selectOption({ label: 'Submitted time' });
  expect((await names()).slice(0, 4)).toEqual([dev.user.name, chitra.user.name, bilal.user.name, asha.user.name]);
  await page.getByLabel('Sort by').selectOption({ label: 'Score' });
  expect((await names())[0]).toBe(bilal.user.name);
  expect((await names())[63]).toBe(rest[59]!.name);

  // A link's description shows once; the link reads as its address.
  const linked = page.getByRole('article', { name: dev.user.name });
  await expect(linked.getByText(description)).toHaveCount(1);
  await expect(linked.getByRole('link', { name: withLink.content.link })).toHaveAttribute('href', withLink.content.link);
  // The grading view shows it once too.
  await page.goto(`/dashboard?submission=${withLink._id}`);
  const review = page.getByRole('article', { name: dev.user.name });
  await expect(review.getByText(description)).toHaveCount(1);
  await expect(review.getByRole('link', { name: withLink.content.link })).toBeVisible();

  // axe over the task list, a task's submissions and the grading view, light and dark, at 375 px.
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/dashboard?submission=${withLink._id}`);
    await expect(page.getByRole('heading', { name: `${dev.user.name}: ${task.title}` })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectClean(page, `grading view, ${scheme}`);
    await page.screenshot({ path: `${SHOTS}/grading-phone-${scheme}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Back to queue' }).click();
    await page.getByRole('button', { name: 'By day' }).click();
    await expect(page.getByRole('region', { name: 'Day 1', exact: true })).toBeVisible();
    await expectClean(page, `task list, ${scheme}`);
    await page.screenshot({ path: `${SHOTS}/tasks-phone-${scheme}.png` });
    await page
      .getByRole('region', { name: 'Day 1', exact: true })
      .getByRole('button', { name: new RegExp(task.title) })
      .click();
    await expect(count).toHaveText('64 of 64');
    await expectClean(page, `task submissions, ${scheme}`);
    await page.screenshot({ path: `${SHOTS}/submissions-phone-${scheme}.png` });
    await page
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: /^Pending/ })
      .click();
    await page.screenshot({ path: `${SHOTS}/submissions-pending-phone-${scheme}.png`, fullPage: true });
    await page
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: /^No submission/ })
      .click();
    await page.getByTestId('roster-count').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/submissions-missing-phone-${scheme}.png` });
    await page
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: /^Pending/ })
      .click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/submissions-pending-desktop-${scheme}.png`, fullPage: true });
    await page.setViewportSize(PHONE);
  }
});
