import { EVENT, dateInTimeZone, dayDate } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';

/** "Today" as the app computes it: the date in the event's time zone, in YYYY-MM-DD. */
const localToday = () => dateInTimeZone(new Date(), EVENT.timeZone);

test("moving the event's start date moves the participant's calendar, today and day selector", async ({ page, request, api, signInAs }) => {
  const admin = await api.login(E2E_ADMIN.email, E2E_ADMIN.password);
  const start = dayDate(-1, localToday()); // two days ago: today is day 3
  const put = (startDate: string) =>
    request.put('/api/config/config', { headers: { authorization: `Bearer ${admin.token}` }, data: { startDate, confirmDateChange: true } });
  expect((await put(start)).status()).toBe(200);
  try {
    await signInAs('bootcamp');
    await page.goto('/dashboard');
    const today = new Date(`${localToday()}T00:00:00`).getDate();
    await expect(page.getByRole('listitem', { name: new RegExp(`^D3, .*: `) })).toContainText(String(today));
    await page.getByRole('tab', { name: /Tasks/ }).first().click();
    const current = page.getByRole('button', { name: /current day/ });
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(/^Day 3,/);
    await expect(current).toHaveAttribute('aria-pressed', 'true');
  } finally {
    expect((await put(EVENT.startDate)).status()).toBe(200);
  }
});
