import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, useSession } from '../fixtures.ts';
import { livedInParticipant, settled } from '../support/lived-in.ts';

/** axe finds nothing on the page as it stands; the list names each rule and where it failed. */
async function expectClean(page: Page, where: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, where).toEqual([]);
}

async function everyTab(page: Page, tablist: string, scan: (name: string) => Promise<void>) {
  const tabs = page.getByRole('tablist', { name: tablist }).getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 15_000 });
  for (const name of await tabs.allTextContents()) {
    await tabs.filter({ hasText: name }).click();
    await scan(name);
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('sign-in, registration and photo booth pass an accessibility scan', async ({ page }) => {
      for (const path of ['/login', '/hackcamp/register', '/photo-booth']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expectClean(page, path);
      }
    });

    test('every tab of the bootcamp dashboard, the profile and the leaderboard pass an accessibility scan', async ({ page, request, api }) => {
      test.setTimeout(90_000);
      const me = await livedInParticipant(request, api, 'bootcamp');
      await useSession(page, me);
      await page.goto('/dashboard');
      await everyTab(page, 'Dashboard sections', async (name) => {
        await expectClean(page, `bootcamp ${name}`);
        if (name === 'Leaderboard') {
          await page.getByRole('tablist', { name: 'Leaderboard' }).getByRole('tab', { name: 'Mentors' }).click();
          await expectClean(page, 'bootcamp Leaderboard, Mentors');
        }
      });
      await page.goto('/profile');
      await expectClean(page, '/profile');
      await page.goto('/leaderboard');
      await everyTab(page, 'Leaderboard categories', (name) => expectClean(page, `/leaderboard ${name}`));
    });

    test('every tab of the hackathon dashboard and the profile pass an accessibility scan', async ({ page, request, api }) => {
      test.setTimeout(60_000);
      const me = await livedInParticipant(request, api, 'hackathon');
      await useSession(page, me);
      await page.goto('/dashboard');
      await everyTab(page, 'Dashboard sections', (name) => expectClean(page, `hackathon ${name}`));
      await page.goto('/profile');
      await expectClean(page, 'hackathon /profile');
    });

    // The staff dashboards' own sections have their scans at 375 px (admin-phone, mentor-class-size,
    // mentor-reviews-class-size, judge-rounds); the profile is the staff screen around them.
    for (const kind of ['mentor', 'judge', 'superadmin'] as const)
      test(`a ${kind}'s profile passes an accessibility scan at 375 px`, async ({ page, signInAs }) => {
        await page.setViewportSize({ width: 375, height: 812 });
        await signInAs(kind);
        await page.goto('/profile');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await expectClean(page, `${kind} /profile`);
      });
  });
}
