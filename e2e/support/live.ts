import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { useSession, type Account } from '../fixtures.ts';

/** How soon a live update must show on another person's open screen, from the write's answer. */
export const LIVE = { timeout: 3_000 };

/** Runs `action` and waits until the tab's live stream has been accepted (it then hears every later write). */
export async function streamOpen(page: Page, action: () => Promise<unknown>) {
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await action();
  await opened;
}

/** A second person's browser, signed in and on their dashboard with its stream open. */
export async function openAs(browser: Browser, account: Account, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await useSession(page, account);
  await streamOpen(page, () => page.goto('/dashboard'));
  return { page, close: () => context.close() };
}

/** Runs `action` (what makes the write) and waits for the write's answer: the 3 s count from there. */
export async function written(page: Page, path: string | RegExp, action: () => Promise<unknown>) {
  const answer = page.waitForResponse((r) => {
    const { pathname } = new URL(r.url());
    return r.request().method() !== 'GET' && (typeof path === 'string' ? pathname === path : path.test(pathname));
  });
  await action();
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
}
