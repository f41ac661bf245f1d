import { dayDate, type EventSettings } from '@hackcamp/contract';
import { expect, test, type Api } from '../fixtures.ts';

// "Today" is the event's day in the event's time zone (Asia/Kolkata, UTC+05:30), as the server
// counts it, never the browser's date. Each browser here sits in a zone whose date disagrees with
// the event's at the chosen moment: a screen reading the browser's date marks the wrong day.

const settingsOf = (api: Api) => api.asAdmin<EventSettings>('GET', '/api/config/config');

for (const { timezoneId, eventDay, at, browserDay } of [
  // 01:00 on day 7 at the event is 12:30 the day before in Los Angeles.
  { timezoneId: 'America/Los_Angeles', eventDay: 7, at: '01:00:00+05:30', browserDay: 6 },
  // 20:00 on day 6 at the event is 04:30 the next day in Kiritimati (UTC+14).
  { timezoneId: 'Pacific/Kiritimati', eventDay: 6, at: '20:00:00+05:30', browserDay: 7 },
]) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`marks Day ${eventDay} as Current on the Tasks tab, not the browser's Day ${browserDay}`, async ({ page, api, signInAs }) => {
      const { startDate } = await settingsOf(api);
      await page.clock.setFixedTime(new Date(`${dayDate(eventDay, startDate)}T${at}`));
      await signInAs('bootcamp');
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: /Tasks/ }).first().click();
      const current = page.getByRole('button', { name: /current day/ });
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName(new RegExp(`^Day ${eventDay},`));
      await expect(current).toContainText('Current');
      await expect(page.getByRole('button', { name: new RegExp(`^Day ${browserDay},`) })).not.toContainText('Current');
    });

    test(`shows Day ${eventDay} on the admin's Today's Attendance`, async ({ page, api, signInAs }) => {
      const { startDate } = await settingsOf(api);
      await page.clock.setFixedTime(new Date(`${dayDate(eventDay, startDate)}T${at}`));
      await signInAs('superadmin');
      await page.goto('/dashboard');
      const card = page.getByRole('group', { name: "Today's Attendance" });
      await expect(card).toContainText(`present on Day ${eventDay} ·`);
    });
  });
}

test.describe('the landing countdown in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("counts to the kick-off in the event's time zone and says which zone", async ({ page, api }) => {
    const { countdownTarget } = await settingsOf(api);
    // Exactly 2 days before the kick-off at the event (in Los Angeles the target read as local
    // would be 12 hours 30 minutes later).
    const kickoff = new Date(`${countdownTarget.replace(' ', 'T').slice(0, 19)}+05:30`);
    await page.clock.setFixedTime(new Date(kickoff.getTime() - 2 * 86_400_000));
    await page.goto('/');
    const card = page.getByTestId('countdown');
    await expect(card.getByText(/^2 days, 0 hours and 0 minutes until the hackathon\.$/)).toBeAttached();
    await expect(card.getByText(/^Kick-off .* IST$/)).toBeVisible();
  });
});
