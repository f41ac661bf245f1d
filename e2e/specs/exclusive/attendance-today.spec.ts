import type { APIRequestContext, Page } from '@playwright/test';
import { ATTENDANCE_MSG, EVENT, dateInTimeZone, dayDate } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { assignParticipants } from '../../support/mentoring.ts';
import { adminToken } from '../../support/teams.ts';

// Issue 30, item 2: the mentor's grid is about today. It moves the event's dates (so "today" is
// day 6), which is why it runs alone, and puts them back.
async function setStartDate(request: APIRequestContext, startDate: string) {
  const res = await request.put('/api/config/config', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { startDate, confirmDateChange: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Every mark the page sends, single or bulk. */
function marksSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/attendance\/mark-for-users?$/.test(r.url())) sent.push(r.postData() ?? '');
  });
  return sent;
}

test("the grid opens on today's column, moves by arrows without saving, saves with Enter or Space and goes down with Tab", async ({
  page,
  request,
  api,
  signInAs,
}) => {
  test.slow();
  const today = dateInTimeZone(new Date(), EVENT.timeZone);
  const start = dayDate(-4, today); // today is day 6 in the event's time zone
  await setStartDate(request, start);
  try {
    const mentor = await signInAs('mentor');
    const tag = Date.now().toString(36);
    const people = [];
    for (const name of ['Anu', 'Bhanu', 'Charu']) people.push(await api.registerParticipant({ name: `${name} ${tag}` }));
    await assignParticipants(
      request,
      mentor.user._id,
      people.map((p) => p.user._id),
    );
    const sent = marksSent(page);

    // A phone: today's column comes first after the fixed names.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    const grid = page.getByRole('grid', { name: 'Attendance' });
    await expect(grid.getByRole('rowheader')).toHaveCount(3);
    const rows = (await grid.getByRole('rowheader').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
    expect(rows.toSorted()).toEqual(people.map((p) => p.user.name).toSorted());
    const cell = (row: number, day: number) => grid.getByRole('combobox', { name: new RegExp(`^${rows[row]}, Day ${day},`) });
    const todayHeader = grid.getByRole('columnheader', { name: /Day 6/ });
    await expect(todayHeader).toContainText('Today');
    await expect(todayHeader).toHaveAttribute('aria-current', 'date');
    const names = (await grid.getByRole('columnheader', { name: 'Participant' }).boundingBox())!;
    const first = (await todayHeader.boundingBox())!;
    expect(Math.abs(first.x - (names.x + names.width))).toBeLessThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath('grid-today-375.png') });

    // A day to come is not offered, and says why.
    await expect(cell(0, 7)).toBeDisabled();
    await expect(cell(0, 7)).toHaveAttribute('title', /^Opens on /);

    // One tab stop: today's cell of the first row.
    await expect(cell(0, 6)).toHaveAttribute('tabindex', '0');
    await expect(cell(1, 6)).toHaveAttribute('tabindex', '-1');
    await cell(0, 6).focus();

    // Arrows move, and save nothing.
    await page.keyboard.press('ArrowRight');
    await expect(cell(0, 7)).toBeFocused();
    await page.keyboard.press('Enter'); // a day to come: nothing happens
    await page.keyboard.press('ArrowDown');
    await expect(cell(1, 7)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(cell(1, 5)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect(cell(0, 6)).toBeFocused();
    await expect(cell(0, 6)).toHaveAttribute('tabindex', '0');
    for (const [r, d] of [
      [0, 5],
      [0, 6],
      [0, 7],
      [1, 5],
      [1, 6],
      [1, 7],
    ] as const)
      await expect(cell(r, d)).toHaveValue('');
    expect(sent).toEqual([]);

    // Enter saves the focused cell (Present, then Absent); Tab goes down today's column; Space saves too.
    const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/attendance/mark-for-user') && r.ok());
    await Promise.all([saved(), page.keyboard.press('Enter')]);
    await expect(cell(0, 6)).toHaveValue('present');
    await Promise.all([saved(), page.keyboard.press('Enter')]);
    await expect(cell(0, 6)).toHaveValue('absent');
    await page.keyboard.press('Tab');
    await expect(cell(1, 6)).toBeFocused();
    await Promise.all([saved(), page.keyboard.press('Space')]);
    await page.keyboard.press('Tab');
    await expect(cell(2, 6)).toBeFocused();
    await Promise.all([saved(), page.keyboard.press('Enter')]);
    await page.keyboard.press('Shift+Tab');
    await expect(cell(1, 6)).toBeFocused();
    expect(sent).toHaveLength(4);
    for (const body of sent) expect(JSON.parse(body)).toMatchObject({ date: today });

    // Saved, not only drawn; the other days stay untouched.
    await page.reload();
    await expect(cell(0, 6)).toHaveValue('absent');
    await expect(cell(1, 6)).toHaveValue('present');
    await expect(cell(2, 6)).toHaveValue('present');
    await expect(cell(1, 5)).toHaveValue('');

    // A wide screen opens with today's column in view.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    const region = page.getByRole('region', { name: 'Attendance grid' });
    const box = (await region.boundingBox())!;
    const wide = (await grid.getByRole('columnheader', { name: /Day 6/ }).boundingBox())!;
    expect(wide.x).toBeGreaterThanOrEqual(box.x);
    expect(wide.x + wide.width).toBeLessThanOrEqual(box.x + box.width);
    await page.screenshot({ path: test.info().outputPath('grid-today-1280.png') });

    // Bulk Mark: the date is today; after the mark, the confirmation has focus and no hint shows.
    await page.getByRole('button', { name: 'Bulk Mark' }).click();
    await expect(page.getByLabel('Date')).toHaveValue(today);
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await page.getByRole('button', { name: 'Mark Attendance (3)' }).click();
    const done = page.getByRole('status').filter({ hasText: ATTENDANCE_MSG.bulkMarked(3) });
    await expect(done).toBeFocused();
    await expect(page.getByText(ATTENDANCE_MSG.selectParticipants)).toHaveCount(0);
    await expect(page.getByText(ATTENDANCE_MSG.selectDate)).toHaveCount(0);
    await page.getByRole('button', { name: /Anu/ }).click();
    await expect(done).toHaveCount(0);
  } finally {
    await setStartDate(request, EVENT.startDate);
  }
});
