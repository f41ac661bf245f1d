import type { Page } from '@playwright/test';
import { LANDING_MSG } from '@hackcamp/contract';
import { expect, test, useSession, type Api } from '../../fixtures.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';

/** The event's own superadmin (the one the server started with) signed in on `page`. */
async function signInAsEventAdmin(page: Page, api: Api) {
  await useSession(page, await api.login(E2E_ADMIN.email, E2E_ADMIN.password));
}

// Changes the landing page everyone sees: exclusive, and the texts are put back at the end.
test('the superadmin edits the tagline and a stat, sees them in the preview, saves, and the landing page shows them', async ({ page, api }) => {
  test.slow();
  const original = await api.asAdmin('GET', '/api/config/landing');
  try {
    await signInAsEventAdmin(page, api);
    await page.goto('/dashboard?tab=landing');
    const preview = page.getByTestId('landing-preview');
    const form = page.getByRole('form', { name: 'Landing page texts' });

    await form.getByLabel('Tagline', { exact: true }).fill('Code all week. Demo on Friday.');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Code all week. Demo on Friday.');

    // The first stat becomes a typed number.
    await form.getByLabel('Value from').first().selectOption('');
    await form.getByLabel('Stat 1 value', { exact: true }).fill('42 mentors');
    await expect(preview.locator('dl').first()).toContainText('42 mentors');

    // A field error sits beside its field, and nothing is sent.
    await form.getByLabel('Stat 1 label', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(LANDING_MSG.statLabelRequired)).toBeVisible();
    await expect(form.getByLabel('Stat 1 label', { exact: true })).toBeFocused();
    await form.getByLabel('Stat 1 label', { exact: true }).fill('Coaches');

    if (process.env.H4_SHOTS) await page.screenshot({ path: `${process.env.H4_SHOTS}/editor-desktop-light.png`, fullPage: false });

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(LANDING_MSG.saved)).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code all week. Demo on Friday.');
    const stats = page.locator('dl').first();
    await expect(stats.locator('div', { has: page.getByText('Coaches', { exact: true }) }).locator('dd')).toHaveText('42 mentors');
    if (process.env.H4_SHOTS) await page.screenshot({ path: `${process.env.H4_SHOTS}/landing-desktop.png` });

    // Reset to defaults, saved: the built-in texts with counted stats again.
    await page.goto('/dashboard?tab=landing');
    await form.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Learn for ten days. Build for two.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(LANDING_MSG.saved)).toBeVisible();
    const after = await api.asAdmin('GET', '/api/config/landing');
    expect(after.stats.map((s: { computed?: string }) => s.computed)).toEqual(['mentors', 'participants', 'days', 'prizePool']);
  } finally {
    await api.asAdmin('PUT', '/api/config/landing', original);
  }
});

test('on a phone the editor and its preview take turns, and the form is usable at 375 px', async ({ page, api }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsEventAdmin(page, api);
  await page.goto('/dashboard?tab=landing');
  const form = page.getByRole('form', { name: 'Landing page texts' });
  await expect(form.getByLabel('Tagline', { exact: true })).toBeVisible();
  await expect(page.getByTestId('landing-preview')).toBeHidden();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.H4_SHOTS) await page.screenshot({ path: `${process.env.H4_SHOTS}/editor-phone.png` });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('landing-preview')).toBeVisible();
  await expect(form).toBeHidden();
  if (process.env.H4_SHOTS) await page.screenshot({ path: `${process.env.H4_SHOTS}/preview-phone.png` });
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Tagline', { exact: true })).toBeVisible();
});
