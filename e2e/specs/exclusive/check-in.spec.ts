import { CHECK_IN_MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../../fixtures.ts';
import { makeTodayAnEventDay, setStartDate, shownCode } from '../../support/check-in.ts';
import { assignParticipants } from '../../support/mentoring.ts';

// Issue 31: check-in by QR code, the typed code and the /check-in link a phone camera opens. It
// moves the event's dates so that today is an event day (hence exclusive) and puts them back.
test('a mentor opens check-in; participants check in with the typed code and the link; the panel and grid follow live; closing stops it', async ({
  page,
  browser,
  request,
  api,
  signInAs,
}) => {
  test.slow();
  const before = await makeTodayAnEventDay(request);
  try {
    const mentor = await signInAs('mentor');
    const tag = Date.now().toString(36);
    const asha = await api.registerParticipant({ name: `Asha ${tag}` });
    const bala = await api.registerParticipant({ name: `Bala ${tag}` });
    const chitra = await api.registerParticipant({ name: `Chitra ${tag}` });
    await assignParticipants(request, mentor.user._id, [asha.user._id, bala.user._id, chitra.user._id]);

    // The mentor opens a window from the attendance tab.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open check-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open check-in' });
    await dialog.getByText('10 min', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Open for 10 min' }).click();
    const panel = page.getByRole('region', { name: /Check-in open until/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('img', { name: /QR code to check in/ })).toBeVisible();
    await expect(page.getByTestId('check-in-count')).toHaveText('0');
    await expect(page.getByTestId('check-in-missing')).toHaveText('3');
    // A reload finds the open window again.
    await page.reload();
    await expect(panel).toBeVisible();

    // Asha, on her phone: the dashboard offers Check in; her camera is not available here, the typed code works.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const ashaPage = await phone.newPage();
    await useSession(ashaPage, asha);
    await ashaPage.goto('/dashboard');
    await ashaPage.getByRole('button', { name: 'Check in', exact: true }).click();
    const scan = ashaPage.getByRole('dialog', { name: 'Check in' });
    await expect(scan.getByRole('alert')).toContainText('Type the code from the screen instead');
    // A wrong code is refused with the server's plain message, and nothing is marked.
    await scan.getByLabel('Or type the code on the screen').fill('ZZZZZZ');
    await scan.getByRole('button', { name: 'Check in' }).click();
    await expect(scan.getByRole('alert').filter({ hasText: 'Not checked in' })).toContainText(CHECK_IN_MSG.codeWrong);
    await expect(page.getByTestId('check-in-count')).toHaveText('0');
    await scan.getByLabel('Or type the code on the screen').fill((await shownCode(page)).toLowerCase());
    await scan.getByRole('button', { name: 'Check in' }).click();
    await expect(ashaPage.getByText(CHECK_IN_MSG.checkedIn, { exact: true })).toBeVisible();
    await expect(ashaPage.getByRole('status').filter({ hasText: 'Checked in for today' })).toBeVisible();
    await expect(scan).toBeHidden();
    expect(await ashaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The mentor's panel follows without a reload: the count, the missing, the list; the grid cell says how.
    await expect(page.getByTestId('check-in-count')).toHaveText('1');
    await expect(page.getByTestId('check-in-missing')).toHaveText('2');
    await expect(panel.getByRole('list', { name: 'Checked in' })).toContainText(asha.user.name);
    const grid = page.getByRole('grid', { name: 'Attendance' });
    const ashaToday = grid.getByRole('combobox', { name: new RegExp(`^${asha.user.name}, Day 3,.*checked in with the code$`) });
    await expect(ashaToday).toHaveValue('present');
    await expect(grid.getByRole('img', { name: 'Checked in with the code' })).toHaveCount(1);

    // Bala's phone camera opens the QR code's link; he is signed out: sign in, then back to it.
    const balaContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const balaPage = await balaContext.newPage();
    const code = await shownCode(page);
    await balaPage.goto(`/check-in?code=${code}`);
    await expect(balaPage).toHaveURL(/\/login$/);
    await balaPage.getByLabel('Email').fill(bala.email);
    await balaPage.getByLabel('Password', { exact: true }).fill(bala.password);
    await balaPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(balaPage).toHaveURL(new RegExp(`/check-in\\?code=${code}$`));
    await expect(balaPage.getByRole('status').filter({ hasText: CHECK_IN_MSG.checkedIn })).toBeVisible();
    await expect(page.getByTestId('check-in-count')).toHaveText('2');
    await expect(panel.getByRole('list', { name: 'Checked in' })).toContainText(bala.user.name);
    // The same link again: already in, nothing changes.
    await balaPage.reload();
    await expect(balaPage.getByRole('status').filter({ hasText: CHECK_IN_MSG.alreadyCheckedIn })).toBeVisible();
    await expect(page.getByTestId('check-in-count')).toHaveText('2');
    await balaPage.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(balaPage.getByRole('status').filter({ hasText: 'Checked in for today' })).toBeVisible();

    // The mentor corrects a check-in in the grid: it becomes the mentor's mark.
    await ashaToday.selectOption('absent');
    await expect(grid.getByRole('combobox', { name: new RegExp(`^${asha.user.name}, Day 3,`) })).toHaveValue('absent');
    await expect(ashaToday).toHaveCount(0);
    await expect(grid.getByRole('img', { name: 'Checked in with the code' })).toHaveCount(1); // Bala's

    // Chitra has the dashboard open; the mentor closes the window and her Check in goes (live).
    const chitraPage = await phone.newPage();
    await useSession(chitraPage, chitra);
    await chitraPage.goto('/dashboard');
    await expect(chitraPage.getByRole('button', { name: 'Check in', exact: true })).toBeVisible();
    const lastCode = await shownCode(page);
    await panel.getByRole('button', { name: 'Close check-in' }).click();
    await page.getByRole('dialog', { name: 'Close check-in?' }).getByRole('button', { name: 'Close check-in' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open check-in' })).toBeVisible();
    await expect(chitraPage.getByRole('button', { name: 'Check in', exact: true })).toBeHidden();
    // The link with the last code now says so, and marks nothing.
    await chitraPage.goto(`/check-in?code=${lastCode}`);
    // The page then offers the scanner again, whose own alert (no camera here) may show beside it.
    await expect(chitraPage.getByRole('alert').filter({ hasText: CHECK_IN_MSG.windowClosed })).toBeVisible();
    await phone.close();
    await balaContext.close();
  } finally {
    await setStartDate(request, before);
  }
});
