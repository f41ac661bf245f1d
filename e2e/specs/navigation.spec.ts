import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// A phone's screen: the photo booth is then several screens long.
test.use({ viewport: { width: 412, height: 823 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at the top, and back returns to where the reader was', async ({ page }) => {
  await page.goto('/photo-booth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);

  // Clicked where it is: a real click would first scroll the link into view.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/photo-booth$/);
  await expect.poll(() => scrollY(page)).toBe(600);
});

test('a screen whose code cannot load shows the error screen; going back shows the last one again', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(/\/assets\/photo-booth-page-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Photo Booth' }).click();

  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(failure.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
