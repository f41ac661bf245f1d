import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { settled } from '../support/lived-in.ts';

const PHONE = { width: 375, height: 812 };

/** Every admin section by group, as an organiser finds them. */
const SECTIONS: Record<string, string[]> = {
  Event: ['Overview', 'Settings', 'Landing page', 'Import & Backup', 'Audit'],
  People: ['Users', 'Mentors', 'Mentors Assigning', 'Judges Assigning'],
  'Daily work': ['Tasks', 'Announcements'],
  Hackathon: ['Teams', 'Votes', 'Results', 'Certificates'],
};

const groupTabs = (page: Page) => page.getByRole('tablist', { name: 'Admin groups' });
const sectionTabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' });
const tab = (list: Locator, name: string) => list.getByRole('tab', { name, exact: true });

/** Opens every section through its group, as a phone user taps them, and runs `check` on each. */
async function everySection(page: Page, check: (group: string, section: string) => Promise<void>) {
  for (const [group, sections] of Object.entries(SECTIONS)) {
    await tab(groupTabs(page), group).click();
    await expect(tab(groupTabs(page), group)).toHaveAttribute('aria-selected', 'true');
    await expect(sectionTabs(page).getByRole('tab')).toHaveText(sections);
    for (const section of sections) {
      await tab(sectionTabs(page), section).click();
      await expect(tab(sectionTabs(page), section)).toHaveAttribute('aria-selected', 'true');
      await check(group, section);
    }
  }
}

/** Neither tab bar is wider than its box, and the page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    bars: [...document.querySelectorAll('[role="tablist"]')].map((bar) => ({
      label: bar.getAttribute('aria-label'),
      scroll: bar.scrollWidth,
      client: bar.clientWidth,
    })),
  }));
  expect(widths.page, `${where}: the page is ${widths.page}px wide`).toBeLessThanOrEqual(PHONE.width);
  expect(widths.bars.length, where).toBeGreaterThanOrEqual(2);
  for (const bar of widths.bars) expect(bar.scroll, `${where}: the ${bar.label} bar scrolls sideways`).toBeLessThanOrEqual(bar.client);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('the admin sections are grouped: no tab bar scrolls sideways, and every section is reachable and keeps its address', async ({ page, api, signInAs }) => {
    test.setTimeout(90_000);
    // Someone without a mentor, so the Overview offers "Assign mentors".
    await api.registerParticipant();
    await signInAs('superadmin');
    await page.goto('/dashboard');
    await expect(groupTabs(page).getByRole('tab')).toHaveText(Object.keys(SECTIONS));
    const addresses: string[] = [];
    await everySection(page, async (group, section) => {
      await expect(page.getByRole('tabpanel').last()).toBeVisible();
      // Every tab of both bars is inside the window, with nothing to scroll to.
      for (const t of await page.getByRole('tab').all()) {
        const box = (await t.boundingBox())!;
        expect(box.x, `${group} / ${section}: ${await t.textContent()}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${group} / ${section}: ${await t.textContent()}`).toBeLessThanOrEqual(PHONE.width);
      }
      await expectNoSidewaysScroll(page, `${group} / ${section}`);
      addresses.push(new URL(page.url()).searchParams.get('tab') ?? 'overview');
    });
    expect(new Set(addresses).size).toBe(15);

    // An address opens its section inside its group; a group reopens on the section last opened in it.
    await page.goto('/dashboard?tab=votes');
    await expect(tab(groupTabs(page), 'Hackathon')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(sectionTabs(page), 'Votes')).toHaveAttribute('aria-selected', 'true');
    await tab(groupTabs(page), 'People').click();
    await expect(page).toHaveURL(/\?tab=users$/);
    await tab(groupTabs(page), 'Hackathon').click();
    await expect(page).toHaveURL(/\?tab=votes$/);

    // Keyboard: arrows move between groups, and Tab reaches the group's sections.
    await tab(groupTabs(page), 'Hackathon').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(groupTabs(page), 'Daily work')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=tasks$/);
    // The address changes first and the group's sections render in a transition: a Tab pressed in
    // between lands on the old group's section, which then goes (seen once on a loaded machine).
    await expect(sectionTabs(page).getByRole('tab')).toHaveText(SECTIONS['Daily work']!);
    await page.keyboard.press('Tab');
    await expect(tab(sectionTabs(page), 'Tasks')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(sectionTabs(page), 'Announcements')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=announcements$/);

    // Crossing the breakpoint (a tablet turned) keeps what is typed in the open section.
    await tab(groupTabs(page), 'People').click();
    await page.getByLabel('Search users by name or email').fill('kept while turning');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(groupTabs(page)).toHaveCount(0);
    await expect(page.getByLabel('Search users by name or email')).toHaveValue('kept while turning');
    await page.setViewportSize(PHONE);
    await expect(tab(groupTabs(page), 'People')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search users by name or email')).toHaveValue('kept while turning');

    // The Overview's links open a section of another group.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Assign mentors' }).click();
    await expect(page).toHaveURL(/\?tab=mentor-assignment$/);
    await expect(tab(groupTabs(page), 'People')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(sectionTabs(page), 'Mentors Assigning')).toHaveAttribute('aria-selected', 'true');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`every admin section passes an accessibility scan (${colorScheme})`, async ({ page, signInAs }) => {
      test.setTimeout(150_000);
      await page.emulateMedia({ colorScheme });
      await signInAs('superadmin');
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await everySection(page, async (group, section) => {
        await settled(page);
        const results = await new AxeBuilder({ page }).analyze();
        const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(found, `${colorScheme} ${group} / ${section}`).toEqual([]);
      });
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every group and its sections are in view in one tab list, without scrolling, and the keyboard moves across groups', async ({ page, signInAs }) => {
    await signInAs('superadmin');
    await page.goto('/dashboard');
    const all = sectionTabs(page).getByRole('tab');
    await expect(all).toHaveText(Object.values(SECTIONS).flat());
    await expect(groupTabs(page)).toHaveCount(0);
    for (const t of await all.all()) await expect(t).toBeInViewport();
    const bar = await sectionTabs(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, height: el.clientHeight }));
    expect(bar.scroll).toBeLessThanOrEqual(bar.client);
    // Three rows of tabs at most (the groups wrap whole).
    expect(bar.height).toBeLessThan(170);

    await tab(sectionTabs(page), 'Audit').click();
    await expect(page).toHaveURL(/\?tab=audit$/);
    await page.keyboard.press('ArrowRight');
    await expect(tab(sectionTabs(page), 'Users')).toBeFocused();
    await expect(tab(sectionTabs(page), 'Users')).toHaveAttribute('aria-selected', 'true');
  });
});
