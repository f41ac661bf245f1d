import { MSG } from '@hackcamp/contract';
import { expect, test, uniqueEmail } from '../fixtures.ts';

test('register, sign in, edit the profile, change the password, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  const newEmail = email.replace('journey', 'renamed');

  await page.goto('/swapanth/register');
  await page.getByLabel('Full Name').fill('Ravi Teja');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('+91 98480 22338');
  await page.getByLabel('College Name').fill('Vasavi College of Engineering');
  await page.getByLabel('Participation Type').selectOption('hackathon');
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('first-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the sign-in screen replaces the old one (it loads as its own chunk),
  // and both screens have an 'Email Address' field: wait for the new screen before typing.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Full Name').fill('Ravi Teja K');
  await edit.getByLabel('Email Address').fill(newEmail);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MSG.profileUpdated)).toBeVisible();
  await expect(page.getByText(newEmail).first()).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password', { exact: true }).fill('first-pass');
  await dialog.getByLabel('New Password', { exact: true }).fill('second-pass');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('different');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText(MSG.newPasswordsMismatch)).toBeVisible();
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('second-pass');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(MSG.passwordChanged)).toBeVisible();

  // The session survives a reload with the new token the server handed back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.getByLabel('Email Address').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.invalidCredentials);

  await page.getByLabel('Password', { exact: true }).fill('second-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ email: newEmail, name: 'Ravi Teja K', participantType: 'hackathon' });
});
