import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { settled } from '../support/lived-in.ts';

/** Everything the page logs as an error, failed requests included ("Failed to load resource"). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const kind of ['bootcamp', 'hackathon'] as const) {
  test(`a new ${kind} participant's dashboard loads without a console error`, async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs(kind);
    await page.goto('/dashboard');
    await expect(page.getByText('Not part of any team')).toBeVisible();
    await settled(page);
    for (const tab of await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab').all()) {
      await tab.click();
      await settled(page);
    }
    expect(errors).toEqual([]);
  });
}
