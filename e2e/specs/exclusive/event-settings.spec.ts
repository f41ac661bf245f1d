import { SETTINGS_MSG, dateInTimeZone, dayDate, publicDatesFor, type EventSettings } from '@hackcamp/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, useSession } from '../../fixtures.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { adminToken } from '../../support/teams.ts';

async function settings(request: APIRequestContext, data?: Record<string, unknown>): Promise<EventSettings> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const res = data ? await request.put('/api/config/config', { headers, data }) : await request.get('/api/config/config', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as EventSettings;
}

const FIELDS = ['Event name', 'Start date', 'Time zone', 'Countdown target', 'Public date line', 'Prize pool', 'Phone country code', 'Public address'];
const SWITCHES = [
  'Registration open',
  'Self check-in',
  'Team formation',
  'Voting',
  'Project submission',
  'Blind voting',
  'Show future tasks',
  'Results published',
];

// Issue 38, item 1: the organiser sets their own event on the Settings tab, and the landing page
// shows it. The event moves a month ahead so the countdown still runs; a recorded day makes the move
// ask first; everything is put back.
test('Settings: labelled fields, a bad time zone refused beside its field, the saved event on the landing page', async ({ page, request, api }) => {
  test.setTimeout(60_000);
  const before = await settings(request);
  const start = dayDate(31, dateInTimeZone(new Date(), 'America/Los_Angeles'));
  const name = `Winter Camp ${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  let recordId: string | undefined;
  try {
    // One attendance record on day 1, so moving the dates has something to move.
    const person = await api.registerParticipant();
    const marked = await request.post('/api/attendance/mark-for-user', {
      headers,
      data: { userId: person.user._id, date: dayDate(1, before.startDate), status: 'present' },
    });
    expect(marked.status(), await marked.text()).toBeLessThan(300);
    recordId = (await marked.json()).data.attendance._id;

    await useSession(page, await api.login(E2E_ADMIN.email, E2E_ADMIN.password));
    await page.goto('/dashboard?tab=settings');
    // The first screen of a fresh server can be slow to come.
    await expect(page.getByRole('heading', { name: 'Event settings' })).toBeVisible({ timeout: 20_000 });
    for (const label of FIELDS) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    for (const label of SWITCHES) await expect(page.getByRole('switch', { name: label, exact: true })).toBeVisible();
    await expect(page.getByLabel('Phone country code')).toHaveValue(before.phoneCountryCode);
    await expect(page.getByLabel('Follow the dates (day 11, 10:00)')).toBeChecked();
    // No public address of its own here: the screen says which one is printed.
    if (!before.publicUrl) await expect(page.getByText(new URL(page.url()).origin)).toBeVisible();

    const zone = page.getByLabel('Time zone', { exact: true });
    await zone.fill('Mars/Olympus');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expect(zone).toHaveAccessibleDescription(new RegExp(SETTINGS_MSG.timeZoneInvalid.replace('/', '\\/')));
    await expect(page.getByText(SETTINGS_MSG.timeZoneInvalid)).toBeVisible();

    await page.getByLabel('Event name', { exact: true }).fill(name);
    await page.getByLabel('Start date', { exact: true }).fill(start);
    await zone.fill('America/Los_Angeles');
    await page.getByLabel('Prize pool', { exact: true }).fill('$5,000');
    // What following the dates gives, before anything is saved.
    await expect(page.getByLabel('Public date line', { exact: true })).toHaveValue(publicDatesFor(start));
    await expect(page.getByLabel('Countdown target', { exact: true })).toHaveValue(`${dayDate(11, start)}T10:00`);
    await expect(zone).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Save settings' }).click();
    // A recorded day would move: the screen shows the server's counts and asks first.
    const ask = page.getByRole('dialog', { name: 'Move the event’s dates?' });
    await expect(ask).toContainText(/^.*Moving the dates moves \d+ attendance records? to other event days/);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect((await settings(request)).startDate).toBe(before.startDate);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await ask.getByRole('button', { name: 'Move the dates' }).click();
    const saved = page.getByText(SETTINGS_MSG.saved);
    await expect(saved).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    const now = await settings(request);
    expect(now).toMatchObject({ eventName: name, startDate: start, timeZone: 'America/Los_Angeles', prizePool: '$5,000', publicDates: publicDatesFor(start) });

    await page.goto('/');
    await expect(page.getByRole('main').getByText(`${name} · ${publicDatesFor(start)}`)).toBeVisible();
    // The kick-off is named in the event's zone (PST or PDT by the season), not IST.
    await expect(page.getByTestId('countdown').getByText(/^Kick-off .* at 10:00 am P[SD]T$/)).toBeVisible();
  } finally {
    if (recordId) await request.delete(`/api/attendance/${recordId}`, { headers });
    await settings(request, { ...before, confirmDateChange: true });
  }
});
