import { MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';

test.describe('sign-in form', () => {
  test('shows one message at a time, in the spec order, and editing clears it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Sign in to continue your journey')).toBeVisible();
    const signIn = page.getByRole('button', { name: 'Sign In' });
    const alert = page.getByRole('alert');

    await signIn.click();
    await expect(alert).toHaveText(MSG.emailRequired);
    await page.getByLabel('Email Address').fill('not-an-email');
    await expect(alert).toHaveCount(0);
    await signIn.click();
    await expect(alert).toHaveText(MSG.emailInvalid);
    await page.getByLabel('Email Address').fill('someone@example.com');
    await signIn.click();
    await expect(alert).toHaveText(MSG.passwordRequired);
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect(alert).toHaveCount(0);
  });

  test('shows the server message for wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('nobody@e2e.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.invalidCredentials);
  });

  test('maps a server failure and a lost connection to the spec texts', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('someone@e2e.test');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    // The network is the one outside boundary: fail it on purpose.
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.serverError);
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.networkError);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('registration form', () => {
  test('lists every missing field at once', async ({ page }) => {
    await page.goto('/swapanth/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(MSG.fixErrorsBelow)).toBeVisible();
    for (const msg of [MSG.nameRequired, MSG.emailRequired, MSG.mobileRequired, MSG.collegeRequired, MSG.passwordRequired, MSG.confirmRequired]) {
      await expect(page.getByText(msg, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('shows the shape messages and clears them on edit', async ({ page }) => {
    await page.goto('/any-name/register');
    await page.getByLabel('Full Name').fill('Kiran');
    await page.getByLabel('Email Address').fill('kiran@');
    await page.getByLabel('Mobile Number').fill('12ab');
    await page.getByLabel('College Name').fill('MGIT');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const msg of [MSG.emailInvalid, MSG.mobileInvalid, MSG.passwordTooShort, MSG.passwordsMismatch]) {
      await expect(page.getByText(msg, { exact: true }).first()).toBeVisible();
    }
    await page.getByLabel('Email Address').fill('kiran@example.com');
    await expect(page.getByText(MSG.fixErrorsBelow)).toHaveCount(0);
  });

  test('shows the server message for a taken email', async ({ page, api }) => {
    const existing = await api.registerParticipant();
    await page.goto('/swapanth/register');
    await page.getByLabel('Full Name').fill('Second Person');
    await page.getByLabel('Email Address').fill(existing.email);
    await page.getByLabel('Mobile Number').fill('+91 98765 43210');
    await page.getByLabel('College Name').fill('KMIT');
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(MSG.emailTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});
