import type { Page } from '@playwright/test';
import { RESULTS_MSG, type EventSettings } from '@hackcamp/contract';
import { expect, test, useSession } from '../../fixtures.ts';
import { LIVE, streamOpen } from '../../support/live.ts';

// Issue 42, item 5. Publishing the results changes what every visitor sees, so this runs alone.
test.describe.configure({ mode: 'serial' });

/**
 * The poll of a visitor's page (lib/follow-public-settings.ts) is every 25 s: one poll's worth,
 * jumped over (a clock run through it would also fire the poll's 10 s give-up on a real request).
 */
const ONE_POLL_MS = 30_000;

const resultsLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Results', exact: true });
const winners = (page: Page) => page.getByRole('region', { name: 'Winners' });
const notOut = (page: Page) => page.getByRole('heading', { name: RESULTS_MSG.notOut });

test('a visitor finds Sign in on a phone, and the Results link and the results once published, without a reload', async ({ page, browser, api }) => {
  const before = await api.asAdmin<EventSettings>('GET', '/api/config/config');
  const publish = (resultsPublished: boolean) => api.asAdmin('PUT', '/api/config/config', { resultsPublished });
  await publish(false);

  // A visitor on a phone, the page's clock in the test's hands so a poll need not be waited for.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await visitor.clock.install();
  const landing = await visitor.newPage();
  const results = await visitor.newPage();
  // Someone signed in with /results open hears the switch on the live stream, at once.
  const me = await api.registerParticipant({ participantType: 'bootcamp' });
  await useSession(page, me);

  try {
    await landing.goto('/');
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(landing.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(resultsLink(landing)).toHaveCount(0);
    await results.goto('/results');
    await expect(notOut(results)).toBeVisible();
    await streamOpen(page, () => page.goto('/results'));
    await expect(notOut(page)).toBeVisible();

    await publish(true);
    await expect(winners(page)).toBeVisible(LIVE);
    await expect(notOut(page)).toHaveCount(0);
    // The visitor's pages, one poll later.
    await landing.clock.fastForward(ONE_POLL_MS);
    await expect(resultsLink(landing)).toBeVisible();
    await expect(winners(results)).toBeVisible();
    await resultsLink(landing).click();
    await expect(landing).toHaveURL(/\/results$/);
    await expect(winners(landing)).toBeVisible();

    // Taken back: hidden again, live for the signed-in page, a poll later for the visitor's.
    await publish(false);
    await expect(notOut(page)).toBeVisible(LIVE);
    await expect(winners(page)).toHaveCount(0);
    await landing.clock.fastForward(ONE_POLL_MS);
    await expect(notOut(results)).toBeVisible();
    await expect(winners(results)).toHaveCount(0);
    await landing.goBack();
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(resultsLink(landing)).toHaveCount(0);
  } finally {
    await publish(before.resultsPublished);
    await visitor.close();
  }
});

test('on a 320 px phone the published Results link sits in the row of sections, and the header still fits', async ({ browser, api }) => {
  const before = await api.asAdmin<EventSettings>('GET', '/api/config/config');
  await api.asAdmin('PUT', '/api/config/config', { resultsPublished: true });
  const visitor = await browser.newContext({ viewport: { width: 320, height: 640 } });
  try {
    const page = await visitor.newPage();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Results' })).toBeVisible();
    await expect(resultsLink(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await api.asAdmin('PUT', '/api/config/config', { resultsPublished: before.resultsPublished });
    await visitor.close();
  }
});
