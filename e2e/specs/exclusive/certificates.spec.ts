import fs from 'node:fs';
import { CERT_MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../../fixtures.ts';

// The rules are the event's, and issuing reaches every participant who qualifies: this runs alone.
test.describe.configure({ mode: 'serial' });

const DEFAULT_RULES = { minAttendancePct: 80, minGradedPct: 70, hackathonParticipation: true, hackathonWinners: true };

test('the superadmin sets the rules, previews and issues; the participant downloads the PDF; anyone verifies it, until it is revoked', async ({
  page,
  browser,
  api,
  signInAs,
}) => {
  test.setTimeout(90_000);
  const name = `Kavya Certified ${Date.now().toString(36).slice(-5)}`;
  const participant = await api.registerParticipant({ name, participantType: 'bootcamp' });
  await api.asAdmin('PUT', '/api/certificates/rules', DEFAULT_RULES);

  try {
    await signInAs('superadmin');
    await page.goto('/dashboard?tab=certificates');
    const preview = page.getByRole('region', { name: 'Preview' });
    const search = page.getByLabel(/Search the preview/);

    // Under the default rules a new participant, never marked present, misses, and the reason says why.
    await search.fill(name);
    // A bootcamp participant is also a candidate for participation (if they join a team): this is the completion row.
    const row = preview.getByRole('row', { name: new RegExp(`${name}.*Certificate of Completion`) });
    await expect(row).toContainText('Misses');
    await expect(row).toContainText(/attendance 0 % < 80 %/);

    // Rules: a bad value is refused beside its field; 0 % and 0 % let everyone registered qualify.
    const attendance = page.getByLabel('Minimum attendance (% of bootcamp days)');
    await attendance.fill('101');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText(CERT_MSG.minAttendanceInvalid)).toBeVisible();
    await attendance.fill('0');
    await page.getByLabel('Minimum graded tasks (% of active tasks)').fill('0');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText(CERT_MSG.rulesSaved)).toBeVisible();
    await expect(row).toContainText('Qualifies');
    await expect(row).toContainText('Not yet');

    // Issuing says how many it adds first, then how many it issued.
    await page.getByRole('button', { name: 'Issue certificates' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue certificates?' });
    await expect(confirm).toContainText(/\d+ certificates? will be added/);
    await confirm.getByRole('button', { name: 'Issue' }).click();
    await expect(page.getByText(/^\d+ certificates? issued$/)).toBeVisible();
    await expect(row).toContainText('Issued');

    // The participant finds it on their dashboard and downloads the PDF.
    const mine = await (await browser.newContext()).newPage();
    await useSession(mine, participant);
    await mine.goto('/dashboard');
    const card = mine.getByRole('region', { name: 'Certificates' });
    await expect(card).toContainText('Certificate of Completion');
    const [pdf] = await Promise.all([mine.waitForEvent('download'), card.getByRole('button', { name: /Download PDF/ }).click()]);
    const bytes = fs.readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const href = await card.getByRole('link', { name: /Verify/ }).getAttribute('href');
    expect(href).toMatch(/^\/verify\/[0-9A-Z]{16}$/);

    // Anyone, signed out, sees whose certificate the code is.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(href!);
    await expect(visitor.getByRole('heading', { name: CERT_MSG.valid })).toBeVisible();
    await expect(visitor.getByText(name)).toBeVisible();
    await expect(visitor.getByText('Certificate of Completion')).toBeVisible();

    // The superadmin downloads every certificate as one zip.
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (zip)' }).click()]);
    expect(
      fs
        .readFileSync((await zip.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);

    // Revoked with a reason: the public page says so, prominently.
    const issued = page.getByRole('region', { name: 'Issued certificates' });
    await page.getByLabel(/Search issued certificates/).fill(name);
    await issued.getByRole('button', { name: `Revoke ${name}'s certificate` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this certificate?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText(CERT_MSG.reasonRequired)).toBeVisible();
    await dialog.getByLabel('Reason').fill('Issued with a misspelt name');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(CERT_MSG.revoked)).toBeVisible();
    await expect(issued.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked on');

    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: /^Revoked on / })).toBeVisible();
    await expect(visitor.getByText(name)).toBeVisible();

    // A code no certificate has.
    await visitor.goto('/verify/ZZZZZZZZZZZZZZZZ');
    await expect(visitor.getByRole('heading', { name: CERT_MSG.notFound })).toBeVisible();
  } finally {
    await api.asAdmin('PUT', '/api/certificates/rules', DEFAULT_RULES);
  }
});
