import { EVENT, dateInTimeZone, dayDate } from '@hackcamp/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { adminToken, createProblem, createTeamViaApi, uniqueTeamName } from '../../support/teams.ts';

/** "Today" as the app counts it: the date in the event's time zone, whatever the machine's zone. */
const localToday = () => dateInTimeZone(new Date(), EVENT.timeZone);

async function setStartDate(request: APIRequestContext, startDate: string) {
  const res = await request.put('/api/config/config', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { startDate, confirmDateChange: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the day selector shows today even when it is the last day', async ({ page, request, signInAs }) => {
    await setStartDate(request, dayDate(-10, localToday())); // today is day 12
    try {
      await signInAs('bootcamp');
      await page.goto('/dashboard');
      await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Tasks' }).click();
      const today = page.getByRole('button', { name: /current day/ });
      await expect(today).toHaveAccessibleName(/^Day 12,/);
      await expect(today).toBeInViewport({ ratio: 1 });
    } finally {
      await setStartDate(request, EVENT.startDate);
    }
  });
});

test('the join list reaches every team, beyond the first fifty', async ({ page, request, api, signInAs }) => {
  test.setTimeout(180_000);
  const total = async () =>
    (await (await request.get('/api/teams?limit=1', { headers: { authorization: `Bearer ${(await api.registerParticipant()).token}` } })).json()).data
      .pagination.totalTeams as number;
  // Fill the event up to 50 teams, four to a problem statement, then add the one to find.
  let missing = 50 - (await total());
  while (missing > 0) {
    const problem = await createProblem(request);
    const batch = Math.min(4, missing);
    await Promise.all(
      Array.from({ length: batch }, async () => {
        const leader = await api.registerParticipant({ participantType: 'hackathon' });
        await createTeamViaApi(request, leader.token, problem._id, uniqueTeamName('Filler'));
      }),
    );
    missing -= batch;
  }
  const last = uniqueTeamName('Newest Team');
  const leader = await api.registerParticipant({ participantType: 'hackathon' });
  await createTeamViaApi(request, leader.token, (await createProblem(request))._id, last);

  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Join or Create Team' }).click();
  await page.getByRole('button', { name: /Join a Team/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Join a Team' });
  const pages = dialog.getByRole('navigation', { name: 'Team pages' });
  await expect(pages).toBeVisible();
  // The newest team is the last one listed: on the last page. A page loads after its click, so
  // each step waits for the team to show before asking for the next page.
  const join = dialog.getByRole('button', { name: `Join ${last}` });
  await expect(async () => {
    if (!(await join.isVisible())) await pages.getByRole('button', { name: 'Next' }).click({ timeout: 2_000 });
    await expect(join).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 60_000 });
});
