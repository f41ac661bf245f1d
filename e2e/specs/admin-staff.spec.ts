import { ADMIN_MSG, INVITE_MSG, MSG } from '@hackcamp/contract';
import { expect, test, uniqueEmail } from '../fixtures.ts';
import { invitationPathFor } from '../support/mail.ts';

test('the admin adds a mentor, who is mailed an invitation, chooses a password and lands signed in', async ({ browser, page, signInAs }) => {
  // Several people at once, each signing in: slow on a loaded machine.
  test.slow();
  await signInAs('superadmin');
  await page.goto('/dashboard?tab=mentors');
  await page.getByRole('button', { name: 'Add Mentor' }).click();
  const form = page.getByRole('dialog', { name: 'Add Mentor' });
  await form.getByRole('button', { name: 'Add Mentor' }).click();
  await expect(form.getByText(MSG.nameRequired)).toBeVisible();
  await expect(form.getByText(MSG.emailRequired)).toBeVisible();

  const name = `Mentor Mala ${Date.now() % 100000}`;
  const email = uniqueEmail('mala');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile (optional)').fill('+91 98765 11111');
  await form.getByLabel('Specialization (optional)').fill('Spring Boot');
  await form.getByLabel('Experience (years)').fill('many');
  await form.getByRole('button', { name: 'Add Mentor' }).click();
  await expect(form.getByText(ADMIN_MSG.experienceInvalid)).toBeVisible();
  await form.getByLabel('Experience (years)').fill('6');
  await form.getByRole('button', { name: 'Add Mentor' }).click();

  // The server mails (SMTP_URL): the mentor gets an invitation, not a password to hand over.
  await expect(page.getByText(INVITE_MSG.sent(email))).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Account created' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search mentors' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Spring Boot');
  await expect(row).toContainText('6 years');

  // The new mentor, on their own device, follows the mailed link and chooses a password.
  const device = await browser.newContext();
  const mentor = await device.newPage();
  await mentor.goto(await invitationPathFor(email));
  await expect(mentor.getByRole('heading', { name: 'Welcome to HackCamp' })).toBeVisible();
  await mentor.getByLabel('New password', { exact: true }).fill('mala-own-pass');
  await mentor.getByLabel('Confirm password', { exact: true }).fill('mala-own-pass');
  await mentor.getByRole('button', { name: 'Choose password and sign in' }).click();
  await expect(mentor.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
  await device.close();

  const signIn = await page.request.post('/api/auth/login', { data: { email, password: 'mala-own-pass' } });
  expect(signIn.status()).toBe(200);
});
