import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { settled } from '../support/lived-in.ts';
import { assignTeams, createLedTeams } from '../support/voting.ts';

const PHONE = { width: 375, height: 812 };

/** Nothing scrolls sideways: the page is no wider than the phone. */
async function expectFits(page: Page, where: string) {
  await settled(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: the page is ${width}px wide`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Every button, link and checkbox of the open section starts and ends inside the window, except in
 * a strip that scrolls sideways on purpose and says so (the attendance grid, the tab bar).
 */
async function expectControlsInWindow(page: Page, where: string) {
  const outside = await page.evaluate(() => {
    const panel = document.querySelector('[role="tabpanel"][data-state="active"]') ?? document.querySelector('main')!;
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p && p !== panel; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if ((overflowX === 'auto' || overflowX === 'scroll') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    return [...panel.querySelectorAll('button, a[href], input[type="checkbox"]')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]') && !scrollsSideways(el))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -1 || box.right > window.innerWidth + 1;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
  });
  expect(outside, `${where}: controls past the edge of the phone`).toEqual([]);
}

/** The control is on screen horizontally and can be clicked (nothing covers it). */
async function expectReachable(control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(PHONE.width);
  await control.click({ trial: true });
}

const adminTabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
const adminGroups = (page: Page) => page.getByRole('tablist', { name: 'Admin groups' }).getByRole('tab');
/** Opens an admin section on a phone: its group first, then the section. */
async function openAdminSection(page: Page, group: string, name: string) {
  const groupTab = adminGroups(page).and(page.getByRole('tab', { name: group, exact: true }));
  await groupTab.click();
  await expect(groupTab).toHaveAttribute('aria-selected', 'true');
  await adminTabs(page)
    .and(page.getByRole('tab', { name, exact: true }))
    .click();
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('every superadmin section fits, and the tables become cards with each row’s actions in view', async ({ page, request, api, signInAs }) => {
    test.setTimeout(120_000);
    const tag = `Sweep${Date.now().toString(36).slice(-5)}`;
    const mentor = await api.createStaff('mentor', `Mentor ${tag}`);
    const [team] = await createLedTeams(api, request, tag, 1);
    await signInAs('superadmin');
    await page.goto('/dashboard');
    await expect(adminTabs(page).first()).toBeVisible();

    // On a phone the sections come a group at a time: every group, then each of its sections.
    const names: string[] = [];
    for (const group of await adminGroups(page).allTextContents()) {
      const groupTab = adminGroups(page).and(page.getByRole('tab', { name: group, exact: true }));
      await groupTab.click();
      // Its sections are listed once it is selected.
      await expect(groupTab).toHaveAttribute('aria-selected', 'true');
      for (const name of await adminTabs(page).allTextContents()) {
        await adminTabs(page)
          .and(page.getByRole('tab', { name, exact: true }))
          .click();
        await expectFits(page, name);
        await expectControlsInWindow(page, name);
        names.push(name);
      }
    }
    expect(names).toEqual(expect.arrayContaining(['Users', 'Mentors', 'Teams', 'Votes', 'Results', 'Import & Backup', 'Audit']));

    // Users: a card per person, with View, (De)activate and Delete in view.
    await openAdminSection(page, 'People', 'Users');
    await page.getByLabel('Search users by name or email').fill(mentor.user.email);
    const person = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: mentor.user.email });
    await expect(person).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const action of [`View ${mentor.user.name}`, `Deactivate ${mentor.user.name}`, `Delete ${mentor.user.name}`])
      await expectReachable(person.getByRole('button', { name: action }), action);
    await person.getByRole('button', { name: `View ${mentor.user.name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(mentor.user.email);
    await page.keyboard.press('Escape');

    // Mentors: Reset Password and Delete per mentor.
    await openAdminSection(page, 'People', 'Mentors');
    await page.getByLabel('Search mentors').fill(mentor.user.email);
    const card = page.getByRole('list', { name: 'Mentors' }).getByRole('listitem').filter({ hasText: mentor.user.email });
    await expectReachable(card.getByRole('button', { name: `Reset the password of ${mentor.user.name}` }), 'Reset Password');
    await expectReachable(card.getByRole('button', { name: `Delete ${mentor.user.name}` }), 'Delete mentor');

    // Teams: the row's checkbox, and the sort buttons that the column headers hold at desktop width.
    await openAdminSection(page, 'Hackathon', 'Teams');
    await page.getByLabel('Search teams by name').fill(team!.team.name);
    const teamCard = page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: team!.team.name });
    await expectReachable(teamCard.getByRole('checkbox', { name: `Select ${team!.team.name}` }), 'Select team');
    await expectReachable(page.getByRole('button', { name: 'Members' }), 'Sort by members');

    // Results: the normalised score is on each team's card.
    await openAdminSection(page, 'Hackathon', 'Results');
    await page.getByLabel('Search results by team name').fill(team!.team.name);
    const result = page.getByRole('list', { name: 'Ranking' }).getByRole('listitem').filter({ hasText: team!.team.name });
    const normalised = result.getByRole('term').filter({ hasText: 'Normalised' });
    await normalised.scrollIntoViewIfNeeded();
    await expect(normalised).toBeInViewport();
    await expectFits(page, 'Results card');
  });

  test('every mentor section fits a phone', async ({ page, signInAs }) => {
    test.setTimeout(60_000);
    await signInAs('mentor');
    await page.goto('/dashboard');
    const tabs = page.getByRole('tablist', { name: 'Mentor dashboard sections' }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allTextContents()) {
      await tabs.and(page.getByRole('tab', { name, exact: true })).click();
      await expectFits(page, `mentor ${name}`);
      await expectControlsInWindow(page, `mentor ${name}`);
    }
  });

  test('a judge’s list shows Evaluate on each team, and the evaluation fits', async ({ page, request, api, signInAs }) => {
    const judge = await signInAs('judge');
    const [mine] = await createLedTeams(api, request, `Sweep${Date.now().toString(36).slice(-4)}`, 1);
    await assignTeams(request, judge.user._id, [mine!.team._id]);
    await page.goto('/evaluation/judge');
    const evaluate = page.getByRole('link', { name: `Evaluate ${mine!.team.name}` });
    await expectReachable(evaluate, 'Evaluate');
    await expectFits(page, 'judge list');
    await evaluate.click();
    await expect(page.getByRole('heading', { level: 1, name: mine!.team.name })).toBeVisible();
    await expectFits(page, 'evaluation');
    await expectControlsInWindow(page, 'evaluation');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the admin tab bar fits without scrolling: every section in view, and the keyboard reaches Audit', async ({ page, signInAs }) => {
    await signInAs('superadmin');
    await page.goto('/dashboard');
    const audit = adminTabs(page).and(page.getByRole('tab', { name: 'Audit', exact: true }));
    await expect(adminTabs(page).first()).toBeVisible();
    for (const tab of await adminTabs(page).all()) await expect(tab).toBeInViewport({ ratio: 0.95 });
    await expect(page.getByTestId('tabs-scroll-right')).toHaveCount(0);
    await audit.click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(audit).toHaveAttribute('aria-selected', 'true');

    // Arrow keys still move between tabs, wrapping from the first to the last.
    await adminTabs(page).first().click();
    await page.keyboard.press('ArrowLeft');
    await expect(adminTabs(page).last()).toBeFocused();
    await expect(adminTabs(page).last()).toHaveAttribute('aria-selected', 'true');
  });
});
