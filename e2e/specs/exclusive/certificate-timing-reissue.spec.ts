import { CERT_MSG, dateInTimeZone, dayDate } from '@hackcamp/contract';
import { setStartDate } from '../../support/check-in.ts';
import { adminToken } from '../../support/teams.ts';
import { expect, test } from '../../fixtures.ts';

// Certificates at the right time and corrected by reissue (issue 42). The dates move (today
// becomes day 7 of 12) and the rules change: this runs alone, and puts both back.
test.describe.configure({ mode: 'serial' });

const DEFAULT_RULES = { minAttendancePct: 80, minGradedPct: 70, hackathonParticipation: true, hackathonWinners: true };
const ALL_QUALIFY = { ...DEFAULT_RULES, minAttendancePct: 0, minGradedPct: 0 };

test('before the last day the organiser sees what is missing before confirming, and "Issue anyway" issues; a revoked certificate is reissued and its old page says so', async ({
  page,
  browser,
  api,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const name = `Ravi Reissued ${Date.now().toString(36).slice(-5)}`;
  await api.registerParticipant({ name, participantType: 'bootcamp' });
  const settings = await api.asAdmin<{ startDate: string; timeZone: string }>('GET', '/api/config/config');
  const today = dateInTimeZone(new Date(), settings.timeZone);
  await api.asAdmin('PUT', '/api/certificates/rules', ALL_QUALIFY);
  // Today is day 7: day 1 was six days ago.
  await setStartDate(request, dayDate(-5, today));

  try {
    // The API refuses without force and says what is missing, in figures and in words.
    const refused = await request.post('/api/certificates/issue', { headers: { authorization: `Bearer ${await adminToken(request)}` }, data: {} });
    expect(refused.status()).toBe(409);
    const body = await refused.json();
    expect(body.data).toMatchObject({ today, daysLeft: 5, winners: { resultsPublished: false } });
    expect(body.message).toBe(CERT_MSG.notDue(body.data));

    await signInAs('superadmin');
    await page.goto('/dashboard?tab=certificates');
    await page.getByRole('button', { name: 'Issue certificates' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue certificates?' });
    // Shown before confirming: the days left and the results not out yet.
    const missing = confirm.getByTestId('certificates-missing');
    await expect(missing).toContainText('5 days left until the last day');
    await expect(missing).toContainText('results not published');
    await confirm.getByRole('button', { name: 'Issue anyway' }).click();
    await expect(page.getByText(/^\d+ certificates? issued$/)).toBeVisible();
    await expect(confirm).toBeHidden();

    // Revoke, then reissue from the list: the revoked row names its replacement.
    const issued = page.getByRole('region', { name: 'Issued certificates' });
    await page.getByLabel(/Search issued certificates/).fill(name);
    const row = issued.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    const oldCode = (await row.getByText(/^[0-9A-Z]{16}$/).innerText()).trim();
    await issued.getByRole('button', { name: `Revoke ${name}'s certificate` }).click();
    const revokeDialog = page.getByRole('dialog', { name: 'Revoke this certificate?' });
    await expect(revokeDialog).toContainText('choose Reissue in the list afterwards');
    await expect(revokeDialog).not.toContainText('is issued again');
    await revokeDialog.getByLabel('Reason').fill('Issued with a misspelt name');
    await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(CERT_MSG.revoked)).toBeVisible();

    await issued.getByRole('button', { name: `Reissue ${name}'s certificate` }).click();
    const reissueDialog = page.getByRole('dialog', { name: 'Reissue this certificate?' });
    await reissueDialog.getByRole('button', { name: 'Reissue' }).click();
    await expect(page.getByText(new RegExp(`^${CERT_MSG.reissued}: [0-9A-Z]{16}$`))).toBeVisible();
    const oldRow = issued.getByRole('row', { name: new RegExp(oldCode) });
    const replacedBy = oldRow.getByRole('link', { name: /^Replaced by [0-9A-Z]{16}$/ });
    await expect(replacedBy).toBeVisible();
    const newCode = (await replacedBy.innerText()).replace('Replaced by ', '').trim();
    expect(newCode).not.toBe(oldCode);
    await expect(oldRow.getByRole('button', { name: /Reissue/ })).toHaveCount(0);
    // The new row (the old one names the new code too, after "Revoked on").
    await expect(issued.getByRole('row', { name: new RegExp(`${newCode}.*Valid`) })).toHaveCount(1);

    // The old code's public page: revoked, and a link to what replaced it, which is genuine.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/verify/${oldCode}`);
    await expect(visitor.getByRole('heading', { name: /^Revoked on / })).toBeVisible();
    await expect(visitor.getByTestId('replaced-by')).toContainText('replaced by a corrected certificate');
    await visitor.getByRole('link', { name: newCode }).click();
    await expect(visitor).toHaveURL(new RegExp(`/verify/${newCode}$`));
    await expect(visitor.getByRole('heading', { name: CERT_MSG.valid })).toBeVisible();
    await expect(visitor.getByText(name)).toBeVisible();
  } finally {
    await setStartDate(request, settings.startDate);
    await api.asAdmin('PUT', '/api/certificates/rules', DEFAULT_RULES);
  }
});
