import { MSG } from '@hackcamp/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Every score the server sends is 1864: a value that needs a thousands separator. */
async function bigScores(page: Page) {
  // Ranks change all the time in a shared run: live updates would refetch these answers while the
  // page closes, and a rewrite in flight then fails.
  await page.route('**/api/events', (route) => route.abort());
  await page.route(
    (url) => url.pathname.startsWith('/api/users/leaderboard') || url.pathname === '/api/users/my-rank' || url.pathname === '/api/auth/profile',
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      const data = body.data;
      for (const entry of data.leaderboard ?? []) entry.totalScore = 1864;
      if (data.user) data.user.totalScore = 1864;
      if (data.entry) data.entry.totalScore = 1864;
      if (typeof data.highestScore === 'number') data.highestScore = 1864;
      await route.fulfill({ response, json: body });
    },
  );
}

test('points read 1,864 on the dashboard, the profile and the leaderboard', async ({ page, signInAs }) => {
  await bigScores(page);
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  // Every call of the first load goes through the test's own rewriting here: a busy test machine
  // can take longer than an assertion's usual wait before the dashboard shows.
  await expect(page.getByRole('group', { name: 'Total score' })).toContainText('1,864', { timeout: 20_000 });
  await expect(page.getByText('Points', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('1,864');
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Score Breakdown' })).toContainText('1,864 points');
  await page.keyboard.press('Escape');

  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('cell', { name: '1,864 points' }).first()).toBeVisible();
  await expect(page.getByText(/\b1864\b/)).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByText('1,864 points')).toBeVisible();
  await page.goto('/leaderboard');
  await expect(page.getByRole('group', { name: 'Highest Score' })).toContainText('1,864');
  await expect(page.getByRole('list', { name: 'Ranking of participants' }).getByRole('listitem').first()).toContainText('1,864 points');
});

test("a confirmation that differs says 'New passwords do not match', even when it is short", async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password', { exact: true }).fill('participant1');
  await dialog.getByLabel('New Password', { exact: true }).fill('a-new-password');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('abc');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText(MSG.newPasswordsMismatch)).toBeVisible();
  await expect(dialog.getByText(MSG.newPasswordTooShort)).toHaveCount(0);
});
