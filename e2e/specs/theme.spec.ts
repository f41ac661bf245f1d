import { expect, test } from '../fixtures.ts';

test('follows the system preference until the user chooses, then keeps the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

  await page.getByRole('button', { name: 'Toggle theme' }).first().click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('light system preference starts light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
