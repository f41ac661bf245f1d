import { TEAM_MSG } from '@hackcamp/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const RAW = 'relation "teams" does not exist';
const sections = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' });

/** The answers of one call (by path) fail with a server message no participant should read. */
async function failing(page: Page, path: string) {
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, (route) => route.fulfill({ status: 500, json: { success: false, message: RAW } }));
  return () => page.unroute(matches);
}

test("the hackathon teams and mentors tabs say the spec's sentence with Try Again, not the server's text", async ({ page, signInAs }) => {
  await signInAs('hackathon');
  const teamsBack = await failing(page, '/api/hackathon/teams');
  await failing(page, '/api/hackathon/mentors');
  await page.goto('/dashboard');

  await sections(page).getByRole('tab', { name: 'Teams' }).click();
  const teams = page.getByRole('alert').filter({ hasText: TEAM_MSG.loadTeamsFailed });
  await expect(teams).toBeVisible();
  await expect(page.getByText(RAW)).toHaveCount(0);
  await teamsBack();
  await teams.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(TEAM_MSG.loadTeamsFailed)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'All Teams' })).toBeVisible();

  await sections(page).getByRole('tab', { name: 'Mentors' }).click();
  const mentors = page.getByRole('alert').filter({ hasText: TEAM_MSG.loadMentorsFailed });
  await expect(mentors).toBeVisible();
  await expect(mentors.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByText(RAW)).toHaveCount(0);
});

test("the join list and the team card say the spec's sentences with Try Again", async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await failing(page, '/api/teams');
  await page.getByRole('button', { name: 'Join or Create Team' }).click();
  await page.getByRole('button', { name: /Join a Team/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Join a Team' });
  await expect(dialog.getByRole('alert').filter({ hasText: TEAM_MSG.loadTeamsFailed }).getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(dialog.getByText(RAW)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await failing(page, '/api/teams/my-team');
  await page.reload();
  const card = page.getByRole('alert').filter({ hasText: TEAM_MSG.loadMyTeamFailed });
  // A 5xx is tried twice more (1 s, then 2 s later) before the card gives up, on top of the
  // dashboard's own load on a busy CI machine.
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('button', { name: 'Try Again' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(RAW)).toHaveCount(0);
});
