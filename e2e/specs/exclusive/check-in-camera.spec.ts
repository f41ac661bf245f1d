import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHECK_IN_MSG } from '@hackcamp/contract';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../../scripts/chromium.mjs';
import { expect, test, useSession } from '../../fixtures.ts';
import { makeTodayAnEventDay, qrPixels, setStartDate, shownCode, writeQrVideo } from '../../support/check-in.ts';
import { assignParticipants } from '../../support/mentoring.ts';

// Issue 31, item 6: the scanner itself reads the code. The QR code the mentor's screen shows is
// taken as pixels, made into a video, and fed to a second Chromium as its camera. A code is
// accepted for 40 s from when it is first shown, so this path is kept quick.
test('the participant’s camera reads the QR code on the mentor’s screen and checks them in', async ({ page, request, api, signInAs, baseURL }) => {
  test.slow();
  const before = await makeTodayAnEventDay(request);
  const participantBrowser = { close: async () => {} };
  try {
    const mentor = await signInAs('mentor');
    const dev = await api.registerParticipant({ name: `Devika ${Date.now().toString(36)}` });
    await assignParticipants(request, mentor.user._id, [dev.user._id]);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open check-in' }).click();
    await page
      .getByRole('dialog', { name: 'Open check-in' })
      .getByRole('button', { name: /^Open for / })
      .click();
    await expect(page.getByTestId('check-in-count')).toHaveText('0');

    // The code on the screen, as pixels, into a video file for the fake camera.
    const code = await shownCode(page);
    const qr = await qrPixels(page, code);
    fs.mkdirSync(test.info().outputDir, { recursive: true });
    const video = path.join(test.info().outputDir, 'qr.y4m');
    writeQrVideo(video, qr);

    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    participantBrowser.close = () => browser.close();
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.grantPermissions(['camera']);
    const phone = await context.newPage();
    const sent: string[] = [];
    phone.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/check-in') sent.push(r.postData() ?? '');
    });
    await useSession(phone, dev);
    await phone.goto('/dashboard');
    await phone.getByRole('button', { name: 'Check in', exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: 'Check in' });
    await expect(dialog.getByLabel('Camera')).toBeVisible();
    // Nothing typed: the scanner reads the QR code (the link it holds) and sends it.
    await expect(phone.getByText(CHECK_IN_MSG.checkedIn, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByRole('status').filter({ hasText: 'Checked in for today' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).code).toBe(`${new URL(baseURL!).origin}/check-in?code=${code}`);
    await expect(dialog.getByLabel('Or type the code on the screen')).toBeHidden();
    // The dialog closed: the camera is stopped.
    await expect.poll(() => phone.evaluate(() => document.querySelectorAll('video').length)).toBe(0);

    // The mentor's screen follows.
    await expect(page.getByTestId('check-in-count')).toHaveText('1');
    await expect(page.getByRole('list', { name: 'Checked in' })).toContainText(dev.user.name);
  } finally {
    await participantBrowser.close();
    await setStartDate(request, before);
  }
});
