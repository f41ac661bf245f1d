import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

test("a new visitor goes from 'Let's Build' through sign-in to registration", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Let's Build" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/hackcamp\/register$/);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
});

test('a signed-in visitor is offered their dashboard on the public pages, and /login takes them there', async ({ page, signInAs }) => {
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

/** The event settings as the server sends them, with registration switched off by the superadmin. */
async function registrationClosed(page: Page) {
  await page.route('**/api/config/config', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.registrationOpen = false;
    await route.fulfill({ response, json: body });
  });
}

test('with registration closed, the landing and sign-in pages stop inviting people to register', async ({ page }) => {
  await registrationClosed(page);
  await page.goto('/');
  await expect(page.getByText('Registration is closed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});
