import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures.ts';

// Generated passwords cannot vanish: the import's card and the new staff password dialog ask before
// they are left unsaved, and the server keeps an import's passwords for their importer until dismissed.

// The e2e server mails (SMTP_URL), so an import there sends invitations and hands out no
// passwords: the import card's guard only shows on a server without mail. Its rules stay covered by
// the API tests (apps/server/test/import-credentials.test.ts); these two wait for a no-mail e2e server.
async function importNewPeople(page: Page, fileName: string, emails: string[]) {
  await page.goto('/dashboard?tab=import');
  await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
  const csv = ['Email,Name', ...emails.map((e, i) => `${e},Guarded Person ${i + 1}`)].join('\n');
  await page.getByLabel('CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: `Import ${emails.length} ${emails.length === 1 ? 'row' : 'rows'}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(`Imported: ${emails.length} created, 0 updated from ${fileName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download credentials (CSV)' })).toBeVisible();
}

/** The rows of a downloaded credentials CSV, by email: [name, role, password]. */
async function readCredentials(download: Download) {
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Email,Role,Temporary password');
  return new Map(
    lines
      .slice(1)
      .map((l) => l.split(','))
      .map(([name, email, role, password]) => [email!, { name, role, password: password! }]),
  );
}

test.skip('the import card asks before it is left undownloaded, and the passwords can be downloaded again until dismissed', async ({ page, signInAs, api }) => {
  test.slow();
  await signInAs('superadmin');
  const emails = [uniqueEmail('guarded'), uniqueEmail('guarded')];
  await importNewPeople(page, 'guarded.csv', emails);
  const question = page.getByRole('dialog', { name: 'Leave without downloading the passwords?' });

  // Closing the card: asked; Cancel keeps it.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await expect(question).toContainText('The 2 temporary passwords have not been downloaded');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download credentials (CSV)' })).toBeVisible();

  // Another tab of the dashboard, then a link in the header: asked each time, and nothing moves.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/tab=import/);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=import/);
  await expect(page.getByRole('button', { name: 'Download credentials (CSV)' })).toBeVisible();

  // A reload: the browser asks; staying keeps the card.
  const asked = page.waitForEvent('dialog');
  void page.evaluate(() => location.reload()).catch(() => undefined);
  const beforeUnload = await asked;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.dismiss();
  await expect(page.getByRole('button', { name: 'Download credentials (CSV)' })).toBeVisible();

  // Leaving anyway (another tab): the passwords are still kept, and survive a reload.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await question.getByRole('button', { name: 'Leave anyway' }).click();
  await expect(page).not.toHaveURL(/tab=import/);
  await page.reload();
  await page.getByRole('tab', { name: 'Import & Backup' }).click();
  const kept = page.getByRole('list', { name: 'Passwords kept for you' });
  const entry = kept.getByRole('listitem').filter({ hasText: 'guarded.csv' });
  await expect(entry).toContainText('2 passwords for new participants');

  const downloading = page.waitForEvent('download');
  await entry.getByRole('button', { name: 'Download again' }).click();
  const credentials = await readCredentials(await downloading);
  expect([...credentials.keys()].sort()).toEqual([...emails].sort());
  expect(credentials.get(emails[0]!)).toMatchObject({ name: 'Guarded Person 1', role: 'participant' });
  // The password downloaded again signs the person in.
  await api.login(emails[0]!, credentials.get(emails[0]!)!.password);

  // Dismiss: asked, then gone, also after a reload.
  await entry.getByRole('button', { name: 'Dismiss' }).click();
  const dismissQuestion = page.getByRole('dialog', { name: 'Dismiss the passwords from guarded.csv?' });
  await dismissQuestion.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('The passwords were dismissed and deleted from the server')).toBeVisible();
  await expect(kept).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passwords kept for you' })).toBeHidden();
});

test.skip('once the file is downloaded, the card closes without asking', async ({ page, signInAs }) => {
  await signInAs('superadmin');
  await importNewPeople(page, 'saved.csv', [uniqueEmail('saved')]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download credentials (CSV)' }).click();
  await downloading;
  await page.getByRole('button', { name: 'Import another file' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // Still kept until dismissed.
  await expect(page.getByRole('list', { name: 'Passwords kept for you' }).getByRole('listitem').filter({ hasText: 'saved.csv' })).toBeVisible();
});

test('the temporary password dialog asks before it closes with the password not copied', async ({ page, signInAs, api }) => {
  // The e2e server mails, so a new account gets an invitation: an organiser's reset is where a
  // temporary password is still shown, in the same dialog.
  const person = await api.registerParticipant({ name: `Guarded Person ${Date.now() % 100000}` });
  const email = person.email;
  await signInAs('superadmin');
  await page.goto('/dashboard?tab=users');
  await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(email);
  await page.getByRole('button', { name: `View ${person.user.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
  await page
    .getByRole('dialog', { name: `Reset the password of ${person.user.name}?` })
    .getByRole('button', { name: 'Reset Password' })
    .click();

  const shown = page.getByRole('dialog', { name: 'Password reset' });
  await expect(shown).toContainText(email);
  const password = (await shown.getByTestId('temporary-password').textContent())!.trim();
  const question = page.getByRole('dialog', { name: 'Close without saving the password?' });

  // Done, then Escape: asked each time; Cancel keeps the password on screen.
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(shown.getByTestId('temporary-password')).toHaveText(password);
  await shown.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(shown).toBeVisible();

  // Closing anyway closes it.
  await shown.getByRole('button', { name: 'Done' }).click();
  await question.getByRole('button', { name: 'Close anyway' }).click();
  await expect(shown).toBeHidden();
  await expect(question).toBeHidden();
});
