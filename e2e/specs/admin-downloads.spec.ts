import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '../fixtures.ts';

test('the superadmin downloads a backup of the whole event and the full report', async ({ page, signInAs }) => {
  await signInAs('superadmin');
  await page.goto('/dashboard?tab=import');
  const [backup] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download backup' }).click()]);
  const file = fs.readFileSync((await backup.path())!);
  // One gzipped JSON-lines file whose first line names the format and the schema it was taken from.
  const firstLine = gunzipSync(file).toString('utf8').split('\n')[0]!;
  expect(JSON.parse(firstLine)).toMatchObject({ format: expect.any(String) });
  expect(backup.suggestedFilename()).toMatch(/\.gz$/);

  await page.goto('/dashboard?tab=teams');
  await page.getByRole('button', { name: /More exports/ }).click();
  const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /Full event report/ }).click()]);
  const zip = fs.readFileSync((await report.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(report.suggestedFilename()).toMatch(/\.zip$/);
});
