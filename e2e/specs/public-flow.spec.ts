import { dayDate } from '@hackcamp/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** The visitor's local date, as the app computes "today", in YYYY-MM-DD. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type SettingsChanges = { startInDays?: number; registrationOpen?: boolean };

function changed(settings: { startDate: string; registrationOpen: boolean }, changes: SettingsChanges) {
  if (changes.startInDays !== undefined) settings.startDate = dayDate(changes.startInDays + 1, localToday());
  if (changes.registrationOpen !== undefined) settings.registrationOpen = changes.registrationOpen;
}

/** The answers a server-drawn page carries (apps/server/src/plugins/first-screen-page.ts). */
const DRAWN_DATA = /(<script type="application\/json" id="first-screen-data">)([^<]*)(<\/script>)/;

/**
 * The event settings as the server sends them, with some values changed: an event that starts in
 * a month, has ended, or has registration switched off, without moving the shared test server's
 * dates under other tests. Both places the app reads them from are changed: the API's answer, and
 * the answers a page drawn by the server carries (the app starts from those without asking).
 */
async function settingsWith(page: Page, changes: SettingsChanges) {
  await page.route('**/api/config/config', async (route) => {
    let response, body;
    try {
      response = await route.fetch();
      body = await response.json();
    } catch {
      // The page moved on (page.goto) while this request was in flight: nobody waits for it.
      return;
    }
    changed(body.data, changes);
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    let response, html;
    try {
      response = await route.fetch();
      html = await response.text();
    } catch {
      return;
    }
    const body = html.replace(DRAWN_DATA, (_all, open: string, json: string, close: string) => {
      const data = JSON.parse(json);
      if (data.settings) changed(data.settings, changes);
      return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
    });
    await route.fulfill({ response, body }).catch(() => undefined);
  });
}

test("a new visitor goes from 'Let's Build' through sign-in to registration", async ({ page }) => {
  await settingsWith(page, { startInDays: 30 });
  await page.goto('/');
  await page.getByRole('link', { name: "Let's Build" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/hackcamp\/register$/);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
});

test('a signed-in visitor is offered their dashboard on the public pages, and /login takes them there', async ({ page, signInAs }) => {
  await settingsWith(page, { startInDays: 30 });
  await signInAs('bootcamp');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');

  await page.goto('/photo-booth');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});

test('with registration closed, the landing and sign-in pages stop inviting people to register', async ({ page }) => {
  await settingsWith(page, { startInDays: 30, registrationOpen: false });
  await page.goto('/');
  await expect(page.getByText('Registration is closed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});

test('once the event has ended, the landing and sign-in pages stop inviting people to register', async ({ page }) => {
  // Started 30 days ago: the 12 days are over.
  await settingsWith(page, { startInDays: -30 });
  await page.goto('/');
  await expect(page.getByText('This edition has ended; registration is closed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await page.getByRole('link', { name: "Let's Build" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});
