import { ADMIN_MSG, MSG } from '@hackcamp/contract';
import { expect, test, uniqueEmail } from '../fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the admin adds a mentor, who signs in with the temporary password and must choose their own', async ({ browser, page, signInAs }) => {
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

  const shown = page.getByRole('dialog', { name: 'Account created' });
  await expect(shown).toContainText(email);
  const password = (await shown.getByTestId('temporary-password').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
  await shown.getByRole('button', { name: 'Copy temporary password' }).click();
  await expect(shown.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  await page.getByRole('textbox', { name: 'Search mentors' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Spring Boot');
  await expect(row).toContainText('6 years');

  // The new mentor, on their own device.
  const device = await browser.newContext();
  const mentor = await device.newPage();
  await mentor.goto('/login');
  await mentor.getByLabel('Email Address').fill(email);
  await mentor.getByLabel('Password', { exact: true }).fill(password);
  await mentor.getByRole('button', { name: 'Sign In' }).click();
  await expect(mentor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // Nothing else opens until then.
  await mentor.goto('/leaderboard');
  await expect(mentor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  await mentor.getByLabel('Temporary Password', { exact: true }).fill(password);
  await mentor.getByLabel('New Password', { exact: true }).fill(password);
  await mentor.getByLabel('Confirm New Password').fill(password);
  await mentor.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(mentor.getByRole('alert').filter({ hasText: MSG.samePasswordAsTemporary })).toBeVisible();

  await mentor.getByLabel('New Password', { exact: true }).fill('mala-own-pass');
  await mentor.getByLabel('Confirm New Password').fill('mala-own-pass');
  await mentor.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(mentor.getByText(MSG.passwordChanged)).toBeVisible();
  await mentor.goto('/dashboard');
  await expect(mentor.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
  await device.close();

  const again = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(again.status()).toBe(401);
});
