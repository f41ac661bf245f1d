import type { Locator, Page } from '@playwright/test';
import { expect, test, useSession } from '../fixtures.ts';
import { livedInParticipant, settled } from '../support/lived-in.ts';
import { assignTeams, createLedTeams } from '../support/voting.ts';

test.use({ viewport: { width: 320, height: 640 } });

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  await settled(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${where}: page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

async function expectWithinWindow(control: Locator, what: string) {
  const box = (await control.boundingBox())!;
  expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(320);
}

const sections = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');

test('the public pages fit a 320 px phone, signed out and signed in', async ({ page, signInAs }) => {
  for (const path of ['/', '/photo-booth', '/login', '/hackcamp/register']) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
    await expectWithinWindow(page.getByRole('banner').locator('> div'), `${path} header`);
  }
  await signInAs('hackathon');
  for (const path of ['/', '/photo-booth']) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, `${path} signed in`);
    await expectWithinWindow(page.getByRole('banner').getByRole('link', { name: 'Dashboard' }), `${path} Dashboard link`);
  }
});

test('every section of both participant dashboards, the profile and the leaderboard fit a 320 px phone', async ({ page, browser, request, api }) => {
  test.setTimeout(90_000);
  const bootcamp = await livedInParticipant(request, api, 'bootcamp');
  await useSession(page, bootcamp);
  await page.goto('/dashboard');
  for (const name of await sections(page).allTextContents()) {
    await sections(page).filter({ hasText: name }).click();
    await expectNoSidewaysScroll(page, `bootcamp ${name}`);
  }
  for (const path of ['/profile', '/leaderboard']) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
  }

  const other = await browser.newPage({ viewport: { width: 320, height: 640 } });
  await useSession(other, await livedInParticipant(request, api, 'hackathon'));
  await other.goto('/dashboard');
  for (const name of await sections(other).allTextContents()) {
    await sections(other).filter({ hasText: name }).click();
    await expectNoSidewaysScroll(other, `hackathon ${name}`);
  }
  await other.close();
});

test('the leaderboard tab shows the score without sideways scrolling, and its pager fits', async ({ page, signInAs }) => {
  // Twelve pages, so the pager shows first, last, ellipses and five numbers.
  await page.route(
    (url) => url.pathname === '/api/users/leaderboard' && url.searchParams.get('limit') === '20',
    async (route) => {
      // Every page answers with the first page's rows; only the pager's numbers matter here.
      const url = new URL(route.request().url());
      const page = Number(url.searchParams.get('page') ?? 1);
      url.searchParams.set('page', '1');
      const response = await route.fetch({ url: url.toString() });
      // The app may drop a page's request when another page is asked for (its query is
      // cancelled); its answer is then disposed and nobody waits for it.
      const body = await response.json().catch(() => null);
      if (!body) return;
      body.data.pagination = { ...body.data.pagination, currentPage: page, totalPages: 12, totalUsers: 240, hasNextPage: page < 12, hasPrevPage: page > 1 };
      await route.fulfill({ response, json: body }).catch(() => undefined);
    },
  );
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await sections(page).filter({ hasText: 'Leaderboard' }).click();
  await settled(page);
  const table = page.getByRole('table');
  const score = table.getByRole('cell', { name: /points$/ }).first();
  await expect(score).toBeVisible();
  await expectWithinWindow(score, 'the first score');
  const scroller = table.locator('xpath=..');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'the table scrolls inside its card').toBeLessThanOrEqual(clientWidth);

  const pager = page.getByRole('navigation', { name: 'Leaderboard pages' });
  await pager.getByRole('button', { name: 'Page 5' }).click();
  // First, an ellipsis, pages 3-7, an ellipsis and the last: the widest the pager gets.
  await expect(pager.getByRole('button', { name: 'Page 7' })).toBeVisible();
  await expectWithinWindow(pager, 'the pager');
  for (const button of await pager.getByRole('button').all()) await expectWithinWindow(button, `pager button ${await button.textContent()}`);
  await expectNoSidewaysScroll(page, 'leaderboard with a pager');
});

test('a section chosen from the phone menu shows its tab in the tab bar', async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Profile' }).click();
  const tab = sections(page).filter({ hasText: 'Profile' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The tab's underline overlaps the bar's border by a pixel, which the bar clips.
  await expect(tab).toBeInViewport({ ratio: 0.95 });
});

test('every section of the superadmin dashboard fits a 320 px phone', async ({ page, signInAs, api, request }) => {
  test.slow();
  // A judge whose long unbroken name is listed under "Still to score" on Results: it once widened
  // the page only when other specs happened to leave such a judge behind.
  const [led] = await createLedTeams(api, request, 'Narrow', 1);
  const judge = await api.createStaff('judge', `Judge Supercalifragilisticexpialidocious${Date.now().toString(36)}`);
  await assignTeams(request, judge.user._id, [led!.team._id]);
  await signInAs('superadmin');
  await page.goto('/dashboard');
  const adminGroups = page.getByRole('tablist', { name: 'Admin groups' }).getByRole('tab');
  const adminSections = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(adminSections.first()).toBeVisible();
  // A group at a time on a phone: every group, then each of its sections.
  const names: string[] = [];
  for (const group of await adminGroups.allTextContents()) {
    const groupTab = adminGroups.and(page.getByRole('tab', { name: group, exact: true }));
    await groupTab.click();
    // Its sections are listed once it is selected.
    await expect(groupTab).toHaveAttribute('aria-selected', 'true');
    for (const name of await adminSections.allTextContents()) {
      await adminSections.and(page.getByRole('tab', { name, exact: true })).click();
      await expectNoSidewaysScroll(page, `superadmin ${name}`);
      names.push(name);
    }
  }
  expect(names).toContain('Teams');
  expect(names).toHaveLength(15);
});
