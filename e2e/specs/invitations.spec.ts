import { INVITE_MSG } from '@hackcamp/contract';
import { expect, test, uniqueEmail } from '../fixtures.ts';
import { invitationPathFor } from '../support/mail.ts';

test('the admin adds a participant, who follows the mailed link, chooses a password and lands on their dashboard; Users shows Joined', async ({
  browser,
  page,
  signInAs,
}) => {
  test.slow();
  await signInAs('superadmin');
  await page.goto('/dashboard?tab=users');
  await page.getByRole('button', { name: 'Add participant' }).click();
  const form = page.getByRole('dialog', { name: 'Add participant' });
  await expect(form).toContainText('An invitation is mailed to them');

  const name = `Walk-in Warsha ${Date.now() % 100000}`;
  const email = uniqueEmail('walkin');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('College name').fill('CBIT');
  await form.getByLabel('Participation').selectOption({ label: 'Hackathon only' });
  await form.getByRole('button', { name: 'Add participant' }).click();
  await expect(page.getByText(INVITE_MSG.sent(email))).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('button', { name: `Resend invitation to ${name}` })).toBeVisible();

  // The participant, on their own device, opens the mailed link.
  const device = await browser.newContext();
  const them = await device.newPage();
  await them.goto(await invitationPathFor(email));
  await expect(them.getByRole('heading', { name: 'Welcome to HackCamp' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(them).toHaveURL(/\/welcome$/);
  await them.getByLabel('New password', { exact: true }).fill('warsha-pass');
  await them.getByLabel('Confirm password', { exact: true }).fill('warsha-typo');
  await them.getByRole('button', { name: 'Choose password and sign in' }).click();
  await expect(them.getByText('New passwords do not match')).toBeVisible();
  await them.getByLabel('Confirm password', { exact: true }).fill('warsha-pass');
  await them.getByRole('button', { name: 'Choose password and sign in' }).click();
  await expect(them).toHaveURL(/\/dashboard/);
  await expect(them.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(them.getByText(name).first()).toBeVisible();

  // The link works once.
  const again = await device.newPage();
  await again.goto(await invitationPathFor(email));
  await again.getByLabel('New password', { exact: true }).fill('other-pass');
  await again.getByLabel('Confirm password', { exact: true }).fill('other-pass');
  await again.getByRole('button', { name: 'Choose password and sign in' }).click();
  await expect(again.getByRole('alert').filter({ hasText: INVITE_MSG.linkInvalid })).toBeVisible();
  await device.close();

  await page.reload();
  await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Joined');
  await expect(page.getByRole('button', { name: `Resend invitation to ${name}` })).toHaveCount(0);
});
