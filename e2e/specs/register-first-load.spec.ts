import { MSG } from '@hackcamp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// The registration form's schema brings zod (25 KB gzipped, about half a second of a phone's main
// thread): it loads once the visitor starts on the form, not with the page (issue 42, item 7).

/** zod's classes keep their names through minification (scripts/web-bundle-report.mjs reads the same mark). */
const holdsZod = (code: string) => /["'`]\$ZodType["'`]/.test(code);

function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  return urls;
}

/** The scripts among `urls` that hold zod, fetched again: a response's body can be gone once the browser has run it. */
async function withZod(request: APIRequestContext, urls: string[]) {
  const scripts = await Promise.all(urls.map(async (url) => ({ url, code: await (await request.get(url)).text() })));
  return scripts.filter((s) => holdsZod(s.code)).map((s) => s.url);
}

test('the registration page paints without zod, and the form still checks every field once it is used', async ({ page, request }) => {
  const urls = scriptsOf(page);
  await page.goto('/hackcamp/register', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  expect(await withZod(request, urls), 'zod on the first load').toEqual([]);

  await page.getByLabel('Full Name').focus();
  await expect.poll(async () => (await withZod(request, urls)).length, { message: 'zod loads once the form is used' }).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(MSG.fixErrorsBelow)).toBeVisible();
  for (const msg of [MSG.nameRequired, MSG.emailRequired, MSG.passwordRequired]) await expect(page.getByText(msg, { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
});

test('a submit before the check has loaded waits for it, then checks', async ({ page }) => {
  await page.goto('/hackcamp/register');
  // Typing and submitting at once: the submit waits for the check the first focus started loading.
  await page.getByLabel('Email Address').fill('kiran@');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(MSG.emailInvalid, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
