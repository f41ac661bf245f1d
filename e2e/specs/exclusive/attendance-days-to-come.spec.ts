import { ATTENDANCE_MSG, EVENT, dateInTimeZone, dayDate } from '@hackcamp/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { assignParticipants } from '../../support/mentoring.ts';
import { adminToken } from '../../support/teams.ts';

async function setStartDate(request: APIRequestContext, startDate: string) {
  const res = await request.put('/api/config/config', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { startDate, confirmDateChange: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Issue 27, point 3: the mentor's screen does not offer days that have not come.
test('on day 6 the grid and the bulk date list hold days 7-12 back, and the server refuses them', async ({ page, request, api, signInAs }) => {
  const today = dateInTimeZone(new Date(), EVENT.timeZone);
  const start = dayDate(-4, today); // today is day 6 in the event's time zone
  await setStartDate(request, start);
  try {
    const mentor = await signInAs('mentor');
    const person = await api.registerParticipant({ name: `Dev ${Date.now().toString(36)}` });
    await assignParticipants(request, mentor.user._id, [person.user._id]);
    await page.goto('/dashboard');
    const grid = page.getByRole('region', { name: 'Attendance grid' });
    await expect(page.getByText(ATTENDANCE_MSG.daysToCome)).toBeVisible();
    await expect(grid.getByRole('combobox', { name: new RegExp(`^${person.user.name}, Day 6,`) })).toBeEnabled();
    const day7 = grid.getByRole('combobox', { name: new RegExp(`^${person.user.name}, Day 7, .*, not yet open$`) });
    await expect(day7).toBeDisabled();
    await expect(grid.getByRole('combobox', { name: new RegExp(`^${person.user.name}, Day 12, .*, not yet open$`) })).toBeDisabled();
    await grid.getByRole('combobox', { name: new RegExp(`^${person.user.name}, Day 6,`) }).selectOption('present');
    await expect(grid.getByRole('combobox', { name: new RegExp(`^${person.user.name}, Day 6,`) })).toHaveValue('present');
    await page.screenshot({ path: test.info().outputPath('grid-day-6.png') });

    await page.getByRole('button', { name: 'Bulk Mark' }).click();
    const date = page.getByLabel('Date');
    await expect(date.getByRole('option', { name: /^Day 6 / })).toBeEnabled();
    await expect(date.getByRole('option', { name: /^Day 7 .* - not yet$/ })).toBeDisabled();

    // Round the screen, the server says why.
    const res = await request.post('/api/attendance/mark-for-user', {
      headers: { authorization: `Bearer ${mentor.token}` },
      data: { userId: person.user._id, date: dayDate(12, start), status: 'present' },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe(ATTENDANCE_MSG.dayNotYet(12, dayDate(12, start), today));
  } finally {
    await setStartDate(request, EVENT.startDate);
  }
});
