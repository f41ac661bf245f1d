import fs from 'node:fs';
import { CERT_MSG } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';

// Changes the certificate rules (the event's): this runs alone, and puts them back.
test.describe.configure({ mode: 'serial' });

const DEFAULT_RULES = { minAttendancePct: 80, minGradedPct: 70, hackathonParticipation: true, hackathonWinners: true };
const SHOTS = process.env.E2E_SHOTS_DIR;

test('before issuing, the organiser is told which names have letters no certificate font has (Ethiopic), and not a Tamil one', async ({
  page,
  api,
  signInAs,
}) => {
  const suffix = Date.now().toString(36).slice(-4);
  const ethiopic = `አበበ ቢቂላ ${suffix}`;
  const tamil = `முத்துலட்சுமி ${suffix}`;
  await api.registerParticipant({ name: ethiopic, participantType: 'bootcamp' });
  await api.registerParticipant({ name: tamil, participantType: 'bootcamp' });
  // 0 % and 0 %: everyone registered qualifies, so both would be issued now.
  await api.asAdmin('PUT', '/api/certificates/rules', { ...DEFAULT_RULES, minAttendancePct: 0, minGradedPct: 0 });

  try {
    await signInAs('superadmin');
    const answer = page.waitForResponse((r) => r.url().includes('/api/certificates/preview'));
    await page.goto('/dashboard?tab=certificates');
    const { data } = await (await answer).json();
    expect(data.uncoveredNames).toContainEqual(expect.objectContaining({ name: ethiopic }));
    const warning = page.getByTestId('uncovered-names').first();
    await expect(warning).toContainText(/names? ha(s|ve) letters the certificate fonts lack/, { timeout: 15_000 });
    await expect(warning).toContainText(CERT_MSG.uncoveredHint);
    const item = warning.getByRole('listitem').filter({ hasText: ethiopic });
    await expect(item).toContainText('U+12A0');
    await expect(warning).not.toContainText(tamil);
    // Said again in the Issue confirm, the moment before certificates are frozen.
    await page.getByRole('button', { name: 'Issue certificates' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue certificates?' });
    await expect(confirm.getByTestId('uncovered-names').getByRole('listitem').filter({ hasText: ethiopic })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      for (const scheme of ['light', 'dark'] as const)
        for (const width of [375, 1280]) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.setViewportSize({ width, height: 900 });
          await warning.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/preview-warning-${width}-${scheme}.png` });
        }
    }
  } finally {
    await api.asAdmin('PUT', '/api/certificates/rules', DEFAULT_RULES);
  }
});
