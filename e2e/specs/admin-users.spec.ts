import { MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../fixtures.ts';

test('a user the admin deactivates is signed out of their open session and cannot sign back in', async ({ browser, page, api, signInAs }) => {
  // Several people at once, each signing in: slow on a loaded machine.
  test.slow();
  const person = await api.registerParticipant({ name: `Leaving Lata ${Date.now() % 100000}` });
  const device = await browser.newContext();
  const theirs = await device.newPage();
  await useSession(theirs, person);
  await theirs.goto('/dashboard');
  await expect(theirs.getByText(`Welcome back, ${person.user.name}!`)).toBeVisible();

  await signInAs('superadmin');
  await page.goto('/dashboard?tab=users');
  await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(person.email);
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(row).toContainText('Active');

  // View shows the details first.
  await row.getByRole('button', { name: `View ${person.user.name}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText('Not part of any team');
  await expect(details).toContainText('CBIT');
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Deactivate ${person.user.name}` }).click();
  await page
    .getByRole('dialog', { name: `Deactivate ${person.user.name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');

  // Their open page hears it at once (the live stream ends with the session and may not reopen)
  // and sends them to sign in, before they do anything.
  await expect(theirs).toHaveURL(/\/login$/);
  await theirs.getByLabel('Email Address').fill(person.email);
  await theirs.getByLabel('Password', { exact: true }).fill(person.password);
  await theirs.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirs.getByRole('alert').filter({ hasText: MSG.accountInactive })).toBeVisible();

  // Activated again, they can sign in.
  await row.getByRole('button', { name: `Activate ${person.user.name}` }).click();
  await expect(row.getByRole('button', { name: `Deactivate ${person.user.name}` })).toBeVisible();
  await theirs.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirs).toHaveURL(/\/dashboard$/);
  await device.close();
});

test('the users table filters by role, sorts both ways and says when nothing matches', async ({ page, api, signInAs }) => {
  // Several people at once, each signing in: slow on a loaded machine.
  test.slow();
  const stamp = `${process.pid}x${Date.now() % 100000}`;
  await api.registerParticipant({ name: `Sorty ${stamp} Alpha` });
  await api.registerParticipant({ name: `Sorty ${stamp} Beta` });
  await api.createStaff('judge', `Sorty ${stamp} Judge`);
  await signInAs('superadmin');
  await page.goto('/dashboard?tab=users');
  const search = page.getByRole('textbox', { name: 'Search users by name or email' });
  await search.fill(`Sorty ${stamp}`);
  const names = page.locator('tbody th');
  await expect(names).toHaveCount(3);
  await page.getByLabel('Filter by role').selectOption('participant');
  await expect(names).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption('name');
  await page.getByRole('button', { name: /Sort direction: descending/ }).click();
  await expect(names).toHaveText([new RegExp(`Alpha`), new RegExp(`Beta`)]);
  await page.getByRole('button', { name: /Sort direction: ascending/ }).click();
  await expect(names).toHaveText([new RegExp(`Beta`), new RegExp(`Alpha`)]);
  await search.fill(`nobody-${stamp}`);
  await expect(page.getByText('No users found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByLabel('Filter by role')).toHaveValue('');
});

test('Users shows each participant’s type and filters by it; the search narrows as you type', async ({ page, api, signInAs }) => {
  test.slow();
  const stamp = `Typed${process.pid}x${Date.now() % 100000}`;
  await api.registerParticipant({ name: `${stamp} Bina`, participantType: 'bootcamp' });
  await api.registerParticipant({ name: `${stamp} Chetan`, participantType: 'bootcamp' });
  await api.registerParticipant({ name: `${stamp} Hari`, participantType: 'hackathon' });
  await api.createStaff('judge', `${stamp} Judge`);
  await signInAs('superadmin');
  await page.goto('/dashboard?tab=users');
  const rows = page.getByRole('row').filter({ hasText: stamp });

  // Typed key by key, with no Enter: the list follows.
  await page.getByRole('textbox', { name: 'Search users by name or email' }).pressSequentially(`${stamp} Har`, { delay: 40 });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${stamp} Hari`);
  await expect(rows).toContainText('Hackathon only');
  await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(stamp);
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: `${stamp} Bina` })).toContainText('Bootcamp');
  await expect(rows.filter({ hasText: `${stamp} Judge` }).getByText('Bootcamp')).toHaveCount(0);

  const type = page.getByRole('combobox', { name: 'Filter by participant type' });
  const role = page.getByRole('combobox', { name: 'Filter by role' });
  await type.selectOption({ label: 'Hackathon only' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${stamp} Hari`);
  await expect(role).toHaveValue('participant');
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await type.selectOption({ label: 'Bootcamp' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  // Staff have no type: choosing a staff role drops the type filter.
  await role.selectOption({ label: 'Judge' });
  await expect(type).toHaveValue('');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${stamp} Judge`);
});
