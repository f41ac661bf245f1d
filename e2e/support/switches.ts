import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Flips one of the overview's event switches the way the superadmin does: the switch asks what
 * the change does (issue 30, item 5), and moves only once that question is confirmed.
 */
export async function flipSwitch(page: Page, toggle: Locator) {
  const answer = (await toggle.getAttribute('aria-checked')) === 'true' ? 'Turn off' : 'Turn on';
  await toggle.click();
  const question = page.getByRole('dialog', { name: new RegExp(`^${answer} `) });
  await question.getByRole('button', { name: answer, exact: true }).click();
  await expect(question).toBeHidden();
}
