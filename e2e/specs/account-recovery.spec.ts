import { MSG } from '@hackcamp/contract';
import { resetLinkIn } from '../../test-support/smtp-inbox.ts';
import { expect, test, useSession } from '../fixtures.ts';
import { mailTo } from '../support/mail.ts';

test('an organiser resets a lost password: the person is signed out everywhere and must choose a new one', async ({ browser, page, api, signInAs }) => {
  test.slow();
  const person = await api.registerParticipant({ name: `Lost Lakshmi ${Date.now() % 100000}` });
  // The person is signed in on their phone.
  const phone = await browser.newContext();
  const theirPage = await phone.newPage();
  await useSession(theirPage, person);
  await theirPage.goto('/dashboard');
  await expect(theirPage.getByRole('heading', { level: 1 })).toBeVisible();

  await signInAs('superadmin');
  await page.goto('/dashboard?tab=users');
  await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(person.email);
  await page.getByRole('button', { name: `View ${person.user.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
  const confirm = page.getByRole('dialog', { name: `Reset the password of ${person.user.name}?` });
  await expect(confirm).toContainText('signed out on every device');
  await confirm.getByRole('button', { name: 'Reset Password' }).click();

  const shown = page.getByRole('dialog', { name: 'Password reset' });
  await expect(shown).toContainText(person.email);
  const temporary = (await shown.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z0-9]{14}$/);

  // Their phone's session has ended: the live stream hears it and sends them to sign in, or the
  // next call does. A reload that meets that navigation half-way is aborted, which is fine.
  await theirPage.reload().catch(() => undefined);
  await expect(theirPage).toHaveURL(/\/login$/);
  await theirPage.getByLabel('Email Address').fill(person.email);
  await theirPage.getByLabel('Password', { exact: true }).fill(person.password);
  await theirPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirPage.getByRole('alert')).toContainText(MSG.invalidCredentials);

  await theirPage.getByLabel('Password', { exact: true }).fill(temporary);
  await theirPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirPage.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await theirPage.getByRole('textbox', { name: 'Temporary Password' }).fill(temporary);
  await theirPage.getByRole('textbox', { name: 'New Password', exact: true }).fill('my-new-pass-1');
  await theirPage.getByRole('textbox', { name: 'Confirm New Password' }).fill('my-new-pass-1');
  await theirPage.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(theirPage.getByRole('heading', { name: 'Choose a new password' })).toBeHidden();
  expect((await api.login(person.email, 'my-new-pass-1')).user.mustChangePassword).toBe(false);

  // The audit trail names who reset it.
  const audit = await api.asAdmin<{ entries: { action: string; target: { id: string } | null }[] }>('GET', '/api/audit?action=user.reset-password&limit=50');
  expect(audit.entries.some((e) => e.target?.id === person.user._id)).toBe(true);
  await phone.close();
});

test("an organiser resets a mentor's password from Mentors, and not their own from Users", async ({ page, api, signInAs }) => {
  const mentor = await api.createStaff('mentor', `Mentor Reset ${Date.now() % 100000}`);
  const me = await signInAs('superadmin');
  await page.goto('/dashboard?tab=mentors');
  await page.getByRole('textbox', { name: 'Search mentors' }).fill(mentor.user.name);
  await page.getByRole('button', { name: `Reset the password of ${mentor.user.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
  const temporary = (await page.getByTestId('temporary-password').textContent())!.trim();
  expect((await api.login(mentor.email, temporary)).user.mustChangePassword).toBe(true);
  // Not copied yet: closing asks first, as for a new account.
  const shown = page.getByRole('dialog', { name: 'Password reset' });
  await shown.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('dialog', { name: 'Close without saving the password?' }).getByRole('button', { name: 'Close anyway' }).click();
  await expect(shown).toBeHidden();

  await page.goto('/dashboard?tab=users');
  await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(me.email);
  // Other tests' superadmins share the name: the row of this one's email, once the search applied.
  await expect(page.getByRole('row')).toHaveCount(2);
  await page
    .getByRole('row')
    .filter({ hasText: me.email })
    .getByRole('button', { name: /^View / })
    .click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
});

test('"Forgot password?" mails a link that sets a new password once', async ({ page, api }) => {
  test.slow();
  const person = await api.registerParticipant({ name: 'Forgetful Farah' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  await page.getByRole('button', { name: 'Email Me a Link' }).click();
  await expect(page.getByText(MSG.emailRequired)).toBeVisible();
  await page.getByLabel('Email Address').fill(person.email.toUpperCase());
  await page.getByRole('button', { name: 'Email Me a Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.forgotPasswordSent })).toBeVisible();

  const mail = await mailTo(person.email);
  expect(mail.subject).toBe('Choose a new HackCamp password');
  const link = resetLinkIn(mail);
  expect(link).toContain('/reset-password#token=');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New Password', { exact: true }).fill('farah-new-1');
  await page.getByLabel('Confirm New Password').fill('farah-new-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(MSG.newPasswordsMismatch)).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('farah-new-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MSG.passwordResetDone)).toBeVisible();

  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('farah-new-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The same link a second time: refused, nothing changes.
  const second = await page.context().browser()!.newContext();
  const again = await second.newPage();
  await again.goto(link);
  await again.getByLabel('New Password', { exact: true }).fill('someone-else-1');
  await again.getByLabel('Confirm New Password').fill('someone-else-1');
  await again.getByRole('button', { name: 'Set New Password' }).click();
  await expect(again.getByRole('alert')).toContainText(MSG.resetLinkInvalid);
  expect((await api.login(person.email, 'farah-new-1')).user.email).toBe(person.email);
  await second.close();
});

test('a reset page opened without the link says what to do', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText(MSG.resetLinkMissing);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
