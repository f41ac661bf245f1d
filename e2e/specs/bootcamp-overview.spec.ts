import { expect, test, TOUR_KEY, useSession } from '../fixtures.ts';
import { gradeSubmission, leaderboardEntry, markAttendance, submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';

test('the calendar, score and rank show what the server computed', async ({ page, api, request }) => {
  // Records only the server can have made: three marked days and a graded task.
  const me = await api.registerParticipant({ name: 'Score Check' });
  const task = await createTask(request, { day: 'day2', maxScore: 100 });
  await markAttendance(request, me.user._id, 1, 'present');
  await markAttendance(request, me.user._id, 2, 'present');
  await markAttendance(request, me.user._id, 3, 'absent');
  const submission = await submitText(request, me.token, task._id, 'My REST API is live');
  await gradeSubmission(request, submission._id, 70, 'Solid endpoints');
  const entry = await leaderboardEntry(request, me.token, me.email);
  expect(entry.totalScore).toBe(90);

  await useSession(page, me);
  await page.goto('/dashboard');
  const calendar = page.getByRole('list', { name: 'Attendance by day' });
  const overview = page.locator('[data-tour="participant-overview"]');
  const summary = page.locator('[data-tour="summary-cards"]');
  const expectDays = async (marks: Record<number, 'Present' | 'Absent'>) => {
    await expect(calendar.getByRole('listitem')).toHaveCount(12);
    for (let day = 1; day <= 12; day++) {
      await expect(calendar.getByRole('listitem').nth(day - 1)).toHaveAccessibleName(new RegExp(`^D${day}, .+: ${marks[day] ?? 'No record'}$`));
    }
  };
  const expectScore = async (s: { total: number; rank: number; streak: number; rate: number; presentDays: number }) => {
    await expect(overview.getByRole('group', { name: 'Total score' }).getByText(String(s.total), { exact: true })).toBeVisible();
    await expect(overview.getByRole('group', { name: 'Rank' }).getByText(`#${s.rank}`, { exact: true })).toBeVisible();
    await expect(overview.getByRole('group', { name: 'Day streak' }).getByText(String(s.streak), { exact: true })).toBeVisible();
    await expect(summary.getByText('Attendance Rate', { exact: true }).locator('..')).toContainText(`${s.rate}%`);
    await expect(overview.getByRole('progressbar', { name: 'Attendance' })).toHaveAttribute('aria-valuenow', String(s.rate));
    await expect(summary.getByText('Completed Tasks', { exact: true }).locator('..')).toContainText('1');
    await overview.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Score Breakdown' });
    await expect(dialog.getByText(`Attendance: ${s.presentDays} present days × 10`).locator('..').locator('dd')).toHaveText(String(s.presentDays * 10));
    await expect(dialog.getByText('Graded tasks (1)').locator('..').locator('dd')).toHaveText('70');
    await expect(dialog.getByRole('listitem').filter({ hasText: task.title })).toContainText('70/100');
    await expect(dialog.getByText(`${s.total} points`, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

  // D1, D2 present, D3 absent: 2 x 10 + 70; the absent day ends the streak; 2 of 3 days present.
  await expectDays({ 1: 'Present', 2: 'Present', 3: 'Absent' });
  await expectScore({ total: 90, rank: entry.rank, streak: 0, rate: 67, presentDays: 2 });

  // The mentor corrects D3: the same record turns present, and everything follows the server.
  await markAttendance(request, me.user._id, 3, 'present');
  const after = await leaderboardEntry(request, me.token, me.email);
  expect(after.totalScore).toBe(100);
  await page.reload();
  await expectDays({ 1: 'Present', 2: 'Present', 3: 'Present' });
  await expectScore({ total: 100, rank: after.rank, streak: 3, rate: 100, presentDays: 3 });
});

test('the leaderboard searches with a debounce and pages through results', async ({ page, api, signInAs }) => {
  const prefix = `Lb${Date.now().toString(36)}`;
  for (let i = 0; i < 25; i++) await api.registerParticipant({ name: `${prefix} ${String(i).padStart(2, '0')}` });
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await page.getByRole('textbox', { name: 'Search participants' }).fill(prefix);
  await expect(page.getByText(`Showing 1-20 of 25 participants for "${prefix}"`)).toBeVisible();
  await expect(page.getByText('Page 1 of 2 • 25 total participants')).toBeVisible();
  await page.getByRole('navigation', { name: 'Leaderboard pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 21-25 of 25 participants for "${prefix}"`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(6);
  await page.getByRole('textbox', { name: 'Search participants' }).fill(`${prefix}-nobody`);
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByRole('tab', { name: 'Mentors' }).click();
  await expect(page.getByRole('heading', { name: 'Mentor Directory' })).toBeVisible();
});

test('the guided tour starts by itself, walks 14 steps over three tabs, and stays finished', async ({ page, api }) => {
  const me = await api.registerParticipant();
  await useSession(page, me, { tour: true });
  await page.goto('/dashboard');
  // The tour starts 1.5 s after the dashboard is on screen; on a loaded CI machine (other specs
  // registering whole classes, each password hashed) the dashboard itself can take seconds.
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible({ timeout: 15_000 });
  const tour = page.getByRole('dialog', { name: 'Welcome to HackCamp' });
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await expect(tour.getByText('Step 1 of 14')).toBeVisible();
  for (let step = 2; step <= 14; step++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 14`)).toBeVisible();
    if (step === 8) await expect(page.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    if (step === 12) await expect(page.getByRole('tab', { name: 'Problem Statements' })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Step 13 of 14')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(/Step \d+ of 14/)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_KEY)).toBe('done');
  // Reloaded with the page's clock in the test's hands. Once the tour has looked up whether it is
  // done, the time it would wait before starting by itself is run at once.
  await page.addInitScript((key) => {
    const w = window as unknown as { __tourLookups: number };
    w.__tourLookups = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (name === key) w.__tourLookups++;
      return getItem.call(this, name);
    };
  }, TOUR_KEY);
  await page.clock.install();
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tourLookups: number }).__tourLookups)).toBeGreaterThan(0);
  await page.clock.runFor(5_000);
  // React renders what a timer changed in a task of its own, a posted message: one posted after
  // it arrives once that render is on the page.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  await expect(page.getByText(/Step \d+ of 14/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Quick Tour' }).click();
  await expect(page.getByText('Step 1 of 14')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Step 1 of 14')).toHaveCount(0);
});
