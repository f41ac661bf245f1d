import type { Browser, Page } from '@playwright/test';
import { MSG, RESULTS_MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../fixtures.ts';

// The landing page's first screen, and the results page's while unpublished, are drawn by the
// server into index.html (issue 42, item 7: apps/server/src/modules/landing/), so a phone paints
// them before the app's script arrives; the app then replaces them with its own render of the
// same boxes.

/** The parts of each drawn page, from the header down: each drawn by the server and again by React. */
const LANDING_PARTS = [
  'header',
  'nav[aria-label="Sections"]',
  'section[aria-labelledby="hero-title"] > div > p',
  '#hero-title',
  '#hero-title + p',
  'section[aria-labelledby="hero-title"] a[href="/login"]',
  'section[aria-labelledby="hero-title"] a[href="/photo-booth"]',
  'section[aria-labelledby="hero-title"] dl',
];
const RESULTS_PARTS = ['header', 'main h1', 'main h1 + p', 'main h3', 'main h3 + p'];
const LOGIN_PARTS = ['header', 'main h1', 'main h1 + p', '#login-email', '#login-password', 'main form button[type="submit"]', 'main h2', 'footer'];

async function boxes(page: Page, parts: string[]) {
  return page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? { selector, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) } : { selector };
      }),
    parts,
  );
}

/**
 * Opens `path` in the app and waits until React has replaced the server's drawing (the drawn
 * heading is gone from the page); says whether a loading spinner stood in for the drawing
 * meanwhile, and the layout shift.
 */
async function appTakesOver(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __spinner: boolean; __drawn: Element | null };
    w.__shift = 0;
    w.__spinner = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      // The route's spinner (PageSpinner) or the page's own while it asks the API.
      if (document.querySelector('#root [role="status"]')) w.__spinner = true;
    }).observe(document, { childList: true, subtree: true });
    // The app renders after its chunks have loaded, never before the document is parsed.
    document.addEventListener('DOMContentLoaded', () => (w.__drawn = document.querySelector('#root[data-first-screen] h1')));
  });
  await page.goto(path);
  await page.waitForFunction(() => {
    const drawn = (window as unknown as { __drawn: Element | null }).__drawn;
    return drawn !== undefined && drawn !== null && !drawn.isConnected && document.querySelector('#root h1') !== null;
  });
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __spinner: boolean };
    return { shift: w.__shift, spinner: w.__spinner };
  });
}

/** A page whose app never starts: JavaScript off, or on with the app's scripts refused (the inline ones in index.html still run). */
async function withoutTheApp(browser: Browser, how: 'no JavaScript' | 'app scripts refused', options: { width: number; colorScheme?: 'light' | 'dark' }) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: how !== 'no JavaScript',
  });
  const page = await context.newPage();
  if (how === 'app scripts refused') await page.route('**/assets/*.js', (route) => route.abort());
  return { page, close: () => context.close() };
}

for (const width of [375, 1280]) {
  test(`a visitor at ${width} px reads the landing's name, headline and numbers before any script, and the app takes them over in the same boxes`, async ({
    browser,
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/config/config')).json()).data;
    const landing = (await (await request.get('/api/config/landing')).json()).data;

    const drawn = await withoutTheApp(browser, 'no JavaScript', { width });
    await drawn.page.goto('/');
    const hero = drawn.page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(landing.tagline);
    await expect(hero.getByText(`${settings.eventName} · ${settings.publicDates}`)).toBeVisible();
    if (landing.intro) await expect(hero.getByText(landing.intro)).toBeVisible();
    for (const stat of landing.stats) await expect(hero.getByText(stat.label, { exact: true })).toBeVisible();
    // The buttons are plain links: they work before the app does.
    await expect(hero.getByRole('link', { name: "Let's Build" })).toHaveAttribute('href', '/login');
    await expect(hero.getByRole('link', { name: 'Make your badge' })).toHaveAttribute('href', '/photo-booth');
    await expect(drawn.page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const drawnBoxes = await boxes(drawn.page, LANDING_PARTS);
    await drawn.close();

    // The app: no loading spinner in place of the drawing meanwhile, no layout shift, the same boxes.
    await page.setViewportSize({ width, height: 800 });
    const { shift, spinner } = await appTakesOver(page, '/');
    await expect(page.getByTestId('countdown')).toBeVisible();
    expect(await boxes(page, LANDING_PARTS)).toEqual(drawnBoxes);
    expect(spinner, 'a loading spinner replaced the drawing').toBe(false);
    expect(shift, 'layout shift while the app took over').toBeLessThan(0.01);
  });

  test(`a visitor at ${width} px reads "not out yet" on the results page before any script, and the app takes it over in the same boxes`, async ({
    browser,
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/config/config')).json()).data;
    test.skip(settings.resultsPublished, 'published results are drawn by the app alone');
    const drawn = await withoutTheApp(browser, 'no JavaScript', { width });
    await drawn.page.goto('/results');
    await expect(drawn.page.getByRole('heading', { level: 1 })).toHaveText(`${settings.eventName} results`);
    await expect(drawn.page.getByText(settings.publicDates, { exact: true })).toBeVisible();
    await expect(drawn.page.getByRole('heading', { name: RESULTS_MSG.notOut })).toBeVisible();
    await expect(drawn.page.getByText(RESULTS_MSG.notOutDetail)).toBeVisible();
    const drawnBoxes = await boxes(drawn.page, RESULTS_PARTS);
    await drawn.close();

    await page.setViewportSize({ width, height: 800 });
    const { shift, spinner } = await appTakesOver(page, '/results');
    await expect(page.getByRole('heading', { name: RESULTS_MSG.notOut })).toBeVisible();
    expect(await boxes(page, RESULTS_PARTS)).toEqual(drawnBoxes);
    expect(spinner, 'a loading spinner replaced the drawing').toBe(false);
    expect(shift, 'layout shift while the app took over').toBeLessThan(0.01);
  });
  test(`a visitor at ${width} px meets the sign-in form before any script, and the app takes it over in the same boxes`, async ({ browser, page, request }) => {
    const settings = (await (await request.get('/api/config/config')).json()).data;
    const drawn = await withoutTheApp(browser, 'no JavaScript', { width });
    await drawn.page.goto('/login');
    await expect(drawn.page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await expect(drawn.page.getByLabel('Email Address')).toBeEditable();
    await expect(drawn.page.getByLabel('Password', { exact: true })).toBeEditable();
    await expect(drawn.page.getByText(settings.publicDates, { exact: false })).toBeVisible();
    // Sign In before the app sends nothing anywhere: the address keeps no password.
    await drawn.page.getByLabel('Email Address').fill('early@example.com');
    await drawn.page.getByLabel('Password', { exact: true }).fill('typed-before-the-app');
    await drawn.page.getByRole('button', { name: 'Sign In' }).click();
    await drawn.page.keyboard.press('Enter');
    expect(new URL(drawn.page.url()).pathname + new URL(drawn.page.url()).search).toBe('/login');
    await drawn.page.getByLabel('Email Address').fill('');
    await drawn.page.getByLabel('Password', { exact: true }).fill('');
    const drawnBoxes = await boxes(drawn.page, LOGIN_PARTS);
    await drawn.close();

    await page.setViewportSize({ width, height: 800 });
    const { shift, spinner } = await appTakesOver(page, '/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await boxes(page, LOGIN_PARTS)).toEqual(drawnBoxes);
    expect(spinner, 'a loading spinner replaced the drawing').toBe(false);
    expect(shift, 'layout shift while the app took over').toBeLessThan(0.01);
  });
}

/**
 * Opens `path` with the app's scripts held back until `release()`: the visitor meets the drawing
 * alone. `takenOver()` waits until the app's render has replaced the drawing.
 */
async function beforeTheApp(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the module scripts held here.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-first-screen] h1')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __drawn: Element | null }).__drawn = document.querySelector('#root > *')));
  return {
    release,
    takenOver: () => page.waitForFunction(() => (window as unknown as { __drawn: Element | null }).__drawn?.isConnected === false),
  };
}

test('what a visitor typed into the drawn sign-in form, and the field they were in, survive the app taking over; then it signs in', async ({ page, api }) => {
  const account = await api.registerParticipant();
  const drawing = await beforeTheApp(page, '/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);

  drawing.release();
  await drawing.takenOver();
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  // The app's own form: the password can be shown, and Enter signs in.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Sign In pressed on the drawing, before the app, signs in once the app is there; a wrong password gets its message', async ({ page, api }) => {
  const account = await api.registerParticipant();
  let drawing = await beforeTheApp(page, '/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(`${account.password}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  drawing.release();
  await drawing.takenOver();
  await expect(page.getByRole('alert')).toHaveText(MSG.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);

  await page.unrouteAll();
  drawing = await beforeTheApp(page, '/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  drawing.release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the drawing shows the theme's own toggle icon in a dark browser before the app arrives", async ({ browser }) => {
  const drawn = await withoutTheApp(browser, 'app scripts refused', { width: 375, colorScheme: 'dark' });
  await drawn.page.goto('/');
  const toggle = drawn.page.getByRole('button', { name: 'Toggle theme' });
  await expect(toggle.locator('[data-theme-icon="sun"]')).toBeVisible();
  await expect(toggle.locator('[data-theme-icon="moon"]')).toBeHidden();
  await expect(drawn.page.locator('html')).toHaveClass(/dark/);
  await drawn.close();
});

test("someone signed in never sees the visitor's drawing (Sign in, Let's Build), only their own page", async ({ api, browser, page }) => {
  const account = await api.registerParticipant();
  // Before the app: the drawing is gone at once.
  const drawn = await withoutTheApp(browser, 'app scripts refused', { width: 375 });
  await useSession(drawn.page, account);
  await drawn.page.goto('/');
  await expect(drawn.page.locator('#root')).toBeEmpty();
  await expect(drawn.page.locator('#root')).not.toHaveAttribute('data-first-screen');
  await drawn.close();

  await useSession(page, account);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

for (const [what, keys] of [
  ['on the skip link', ['Tab']],
  ["on <main>, after the drawing's skip link", ['Tab', 'Enter']],
] as const) {
  test(`a keyboard user who is ${what} when the app takes over the drawing stays there`, async ({ page }) => {
    // The app's scripts wait until the keyboard has moved in the drawing.
    const drawing = await beforeTheApp(page, '/');
    for (const key of keys) await page.keyboard.press(key);
    const where = () =>
      page.evaluate(() => ({
        drawn: (window as unknown as { __drawn: Element | null }).__drawn?.isConnected ?? false,
        tag: document.activeElement?.tagName,
        text: document.activeElement?.tagName === 'A' ? document.activeElement.textContent : null,
      }));
    const before = await where();
    expect(before.drawn).toBe(true);
    expect(before.tag).toBe(keys.length === 1 ? 'A' : 'MAIN');

    drawing.release();
    await expect(page.getByRole('link', { name: "Let's Build" })).toBeVisible();
    await expect.poll(where).toEqual({ drawn: false, tag: before.tag, text: before.text });
  });
}
