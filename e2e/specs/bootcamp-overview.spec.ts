import { expect, test, TOUR_KEY, useSession } from '../fixtures.ts';

test('the calendar, score and rank show what the server computed', async ({ page, api, request }) => {
  const me = await api.registerParticipant({ name: 'Score Check' });
  await useSession(page, me);
  await page.goto('/dashboard');
  const entry = (await (await request.get(`/api/users/leaderboard?search=${encodeURIComponent(me.email)}`, { headers: { authorization: `Bearer ${me.token}` } })).json()).data.leaderboard[0];
  const overview = page.locator('[data-tour="participant-overview"]');
  await expect(overview.getByRole('group', { name: 'Rank' })).toContainText(`#${entry.rank}`);
  await expect(overview.getByRole('group', { name: 'Total score' })).toContainText(String(entry.totalScore));
  await expect(overview.getByRole('group', { name: 'Day streak' })).toContainText('0');
  await expect(page.getByRole('listitem', { name: /^D1, .*: No record$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attendance by day' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.getByText('0%', { exact: true }).first()).toBeVisible();
  await overview.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Score Breakdown' }).getByText(`${entry.totalScore} points`)).toBeVisible();
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
  const tour = page.getByRole('dialog', { name: 'Welcome to HackCamp' });
  await expect(tour).toBeVisible({ timeout: 5000 });
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
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(page.getByText(/Step \d+ of 14/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Quick Tour' }).click();
  await expect(page.getByText('Step 1 of 14')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Step 1 of 14')).toHaveCount(0);
});
