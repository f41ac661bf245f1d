import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { IMPORT_MSG } from '@hackcamp/contract';
import { expect, test, uniqueEmail } from '../fixtures.ts';
import { invitationPathFor } from '../support/mail.ts';

function participantsCsv(emails: string[], extra = '') {
  return Buffer.from(
    ['Email,Name,College Name,Mobile Number', ...emails.map((e, i) => `${e},Imported Person ${i + 1},"CBIT, Hyderabad",98765432${String(10 + i)}`), extra].join(
      '\n',
    ),
  );
}

async function choose(page: Page, fileName: string, data: Buffer) {
  await page.getByLabel('CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: data });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: `Preview of ${fileName}` })).toBeVisible();
}

async function openImportTab(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Import & Backup' }).click();
  await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
}

test('previews a sheet with a bad row, then imports the fixed one and mails everyone an invitation', async ({ page, signInAs, api }) => {
  await signInAs('superadmin');
  await openImportTab(page);
  const emails = [uniqueEmail('imported'), uniqueEmail('imported')];

  await choose(page, 'with-errors.csv', participantsCsv(emails, 'not-an-email,Broken Row,MGIT,9876543299'));
  await expect(page.getByText('1 row has an error.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Not a valid email address: not-an-email' })).toBeVisible();
  // The whole file cannot go in; its valid rows can (admin-import-skip.spec.ts follows that path).
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: IMPORT_MSG.importValid(2) })).toBeEnabled();

  await choose(page, 'fixed.csv', participantsCsv(emails));
  await page.getByRole('button', { name: 'All (2)' }).click();
  await expect(page.getByRole('cell', { name: emails[0]! })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported: 2 created, 0 updated from fixed.csv')).toBeVisible();

  // The server mails (SMTP_URL): each new person is invited by mail, and no password is handed out.
  await expect(page.getByText(IMPORT_MSG.invited(2))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download credentials (CSV)' })).toHaveCount(0);
  // The invitation's link lets the person choose a password and sign in with it.
  const token = new URLSearchParams((await invitationPathFor(emails[0]!)).split('#')[1]).get('token')!;
  const accepted = await page.request.post('/api/auth/accept-invitation', { data: { token, newPassword: 'imported-own-pass' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await api.login(emails[0]!, 'imported-own-pass');

  // The same file again finds everyone there and offers nothing to import.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await choose(page, 'fixed.csv', participantsCsv(emails));
  await expect(page.getByText('Every row is already there')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
});

test('lets the admin point a column the guess missed at the right field', async ({ page, signInAs }) => {
  await signInAs('superadmin');
  await openImportTab(page);
  await page.getByLabel('What to import').selectOption('judges');
  await choose(page, 'judges.csv', Buffer.from(`Primary Contact,Name\n${uniqueEmail('judge')},Judge Person\n`));
  await expect(page.getByText('Choose a column for: Email')).toBeVisible();
  await page.getByLabel('Primary Contact').selectOption('email');
  await expect(page.getByText('Choose a column for: Email')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
});

// Every run checks the preview of a messy sheet for axe violations and sideways scrolling, light
// and dark, desktop and phone. Screenshots for review only when asked for: SHOTS_DIR=/tmp/somewhere.
test('the import preview passes axe and never scrolls sideways, light and dark, desktop and phone', async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  const shotsDir = process.env.SHOTS_DIR;
  await signInAs('superadmin');
  const rows = Array.from(
    { length: 12 },
    (_, i) => `person${i + 1}.${Date.now().toString(36)}@example.com,Person Number ${i + 1},"CBIT, Hyderabad",98765432${10 + i}`,
  );
  rows.splice(3, 0, 'not-an-email,Broken Row,MGIT,98765');
  rows.splice(6, 0, rows[1]!);
  const data = Buffer.from(['E-mail,Full Name,College Name,Moblie,Remarks', ...rows].join('\n'));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, height, label] of [
      [1440, 1100, 'desktop'],
      [375, 812, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openImportTab(page);
      await choose(page, 'participants.csv', data);
      await page.getByRole('button', { name: /^All \(/ }).click();
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((v) => `${label} ${scheme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label} ${scheme}: no sideways scroll`).toBe(true);
      if (!shotsDir) continue;
      fs.mkdirSync(shotsDir, { recursive: true });
      const shot = (name: string, fullPage: boolean) =>
        page.screenshot({ path: path.join(shotsDir, `import-preview-${label}-${scheme}${name}.png`), fullPage });
      // The app header is sticky: a full-page picture taken scrolled down would show it mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      if (label === 'desktop') await shot('', true);
      else {
        // A phone's full page is too tall to read as one picture: one screen per part.
        for (const [i, part] of ['Import from a spreadsheet', 'Preview of participants.csv', 'Columns', 'Rows'].entries()) {
          await page.getByRole('heading', { name: part }).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
          await shot(`-${i + 1}`, false);
        }
      }
    }
  }
});
