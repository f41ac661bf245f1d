import type { Page } from '@playwright/test';
import { expect, test, useSession } from '../fixtures.ts';
import { livedInParticipant, settled } from '../support/lived-in.ts';

const focusedIsMain = (page: Page) => page.evaluate(() => document.activeElement?.tagName === 'MAIN');

test('every page starts with a skip link that moves focus to its main content', async ({ page, signInAs }) => {
  const pages = ['/', '/photo-booth', '/login', '/hackcamp/register'];
  for (const path of pages) {
    await page.goto(path);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // A Tab pressed before the app has mounted lands on the bare document, not on the link.
    await expect(page.locator('main')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip, path).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedIsMain(page), `${path}: focus is on <main>`).toBe(true);
  }
  await signInAs('bootcamp');
  for (const path of ['/dashboard', '/profile', '/leaderboard']) {
    await page.goto(path);
    await settled(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' }), path).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedIsMain(page), `${path}: focus is on <main>`).toBe(true);
  }
});

test('closing a dialog gives focus back to the control that opened it', async ({ page, request, api }) => {
  const me = await livedInParticipant(request, api, 'bootcamp');
  await useSession(page, me);
  await page.goto('/dashboard');

  // Closed with Escape.
  const details = page.getByRole('button', { name: 'Details' });
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Score Breakdown' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details).toBeFocused();

  // Closed with its own Cancel button (a confirmation).
  const leave = page.getByRole('button', { name: 'Leave Team' });
  await leave.click();
  await page.getByRole('dialog', { name: 'Leave team?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(leave).toBeFocused();

  // Closed with the X, from a dialog mounted only while open.
  const edit = page.getByRole('button', { name: 'Edit Team' });
  await edit.click();
  await page.getByRole('dialog', { name: 'Edit Team' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edit).toBeFocused();

  const change = page.getByRole('button', { name: 'Change Password' });
  await change.click();
  await page.keyboard.press('Escape');
  await expect(change).toBeFocused();
});

test('the guided tour keeps focus in its card and gives it back when it ends', async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  const quickTour = page.getByRole('button', { name: 'Quick Tour' });
  await quickTour.click();
  const tour = page.getByRole('dialog', { name: 'Welcome to HackCamp' });
  await expect(tour).toBeVisible();
  await expect(tour).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await tour.evaluate((card) => card.contains(document.activeElement)), `after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await tour.evaluate((card) => card.contains(document.activeElement)), `after ${i + 1} Shift+Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  await expect(quickTour).toBeFocused();
});
