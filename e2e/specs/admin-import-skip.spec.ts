import fs from 'node:fs';
import { IMPORT_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';

test('a file of 10 rows with 2 bad ones: "Import the 8 valid rows" writes 8, and the 2 rejected rows download with their reasons', async ({
  page,
  api,
  signInAs,
}) => {
  test.slow();
  const stamp = `skip${process.pid}x${Date.now().toString(36)}`;
  const email = (i: number) => `${stamp}-${i}@example.com`;
  const good = Array.from({ length: 8 }, (_, i) => `${email(i)},Valid Person ${stamp} ${i},"CBIT, Hyderabad",98765432${10 + i}`);
  const csv = [
    'Email,Name,College Name,Mobile Number',
    ...good.slice(0, 3),
    `not-an-email,Broken Person ${stamp},MGIT,9876543299`,
    ...good.slice(3, 6),
    `${email(9)},=HYPERLINK("x"),VIT,12`,
    ...good.slice(6),
  ].join('\n');

  await signInAs('superadmin');
  await page.goto('/dashboard?tab=import');
  await page.getByLabel('CSV file').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview of class.csv' })).toBeVisible();
  await expect(page.getByText('2 rows have errors.')).toBeVisible();
  await expect(page.getByText('or import the 8 valid rows now')).toBeVisible();

  await page.getByRole('button', { name: IMPORT_MSG.importValid(8) }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('The 2 rows with errors are left out');
  await confirm.getByRole('button', { name: IMPORT_MSG.importValid(8) }).click();
  await expect(page.getByText(IMPORT_MSG.importedRejected(8, 0, 2)).first()).toBeVisible();

  // Written: the 8 valid people, and not the 2 others.
  const written = await api.asAdmin<{ users: { email: string }[]; pagination: { total: number } }>('GET', `/api/users?search=${stamp}&limit=100`);
  expect(written.pagination.total).toBe(8);
  expect(written.users.map((u) => u.email).sort()).toEqual(Array.from({ length: 8 }, (_, i) => email(i)).sort());

  // Listed with their reasons.
  const rejected = page.getByRole('list', { name: 'Rows not imported' }).getByRole('listitem');
  await expect(rejected).toHaveCount(2);
  await expect(rejected.nth(0)).toContainText('Row 5');
  await expect(rejected.nth(0)).toContainText('not-an-email');
  await expect(rejected.nth(1)).toContainText('Row 9');

  // The download: the file's own columns and a reason, for those 2 rows only, safe to open.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download rejected rows (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('class-rejected-rows.csv');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe('Email,Name,College Name,Mobile Number,Reason not imported');
  expect(lines[1]).toMatch(new RegExp(`^not-an-email,Broken Person ${stamp},MGIT,9876543299,.*email`, 'i'));
  expect(lines[2]).toMatch(new RegExp(`^${email(9)},"'=HYPERLINK\\(""x""\\)",VIT,12,.+`));
});
