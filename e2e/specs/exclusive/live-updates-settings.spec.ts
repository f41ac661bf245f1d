import type { Page } from '@playwright/test';
import { EVENT, dateInTimeZone, dayDate } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { LIVE, openAs, written } from '../../support/live.ts';
import { assignParticipants } from '../../support/mentoring.ts';
import { flipSwitch } from '../../support/switches.ts';
import { createProblem, createTeamViaApi, uniqueTeamName } from '../../support/teams.ts';
import { addTeammate, createLedTeams, setVoting } from '../../support/voting.ts';

/**
 * Live updates that need event-wide settings (voting open, today an event day), so they run alone:
 * another person's open screen follows each write within 3 s, without a reload.
 */
test.describe.configure({ mode: 'serial' });

const tag = () => Date.now().toString(36).slice(-5);

test("the Team Voting card follows the admin's switch, and the Votes tab follows a leader's vote", async ({ page, browser, api, request, signInAs }) => {
  test.slow();
  const prefix = `Live${tag()}`;
  const leader = await api.registerParticipant({ participantType: 'hackathon', name: `Lead ${prefix}` });
  const problem = await createProblem(request);
  const home = await createTeamViaApi(request, leader.token, problem._id, uniqueTeamName(`${prefix} Home`));
  // Teams of one may not vote.
  await addTeammate(api, request, home._id, `Mate ${prefix}`);
  const [other] = await createLedTeams(api, request, prefix, 1);

  const theirs = await openAs(browser, leader);
  const card = theirs.page.locator('[data-tour="team-card"]');
  await expect(card.getByText('Leader')).toBeVisible();
  const votingCard = card.getByRole('heading', { name: 'Team Voting' });
  await expect(votingCard).toHaveCount(0);

  await signInAs('superadmin');
  await page.goto('/dashboard');
  const voting = page.getByRole('switch', { name: 'Voting', exact: true });
  await expect(voting).not.toBeChecked();
  try {
    await written(page, '/api/config/config', () => flipSwitch(page, voting));
    await expect(votingCard).toBeVisible(LIVE);

    // The admin watches the Votes tab while the leader votes.
    await page.getByRole('tab', { name: 'Votes' }).click();
    await page.getByRole('textbox', { name: 'Search teams' }).fill(prefix);
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(other!.team.name) });
    await expect(row).toContainText('No votes yet');

    await card.getByRole('button', { name: 'Vote on Teams' }).click();
    const list = theirs.page.getByRole('dialog', { name: 'Team Voting' });
    await list.getByRole('textbox', { name: 'Search teams to vote on' }).fill(prefix);
    await list.getByRole('button', { name: `Vote for ${other!.team.name}` }).click();
    const rate = theirs.page.getByRole('dialog', { name: `Rate ${other!.team.name}` });
    await rate.getByLabel('Comment').fill('Clear pitch, working demo.');
    await written(theirs.page, `/api/votes/teams/${other!.team._id}/vote`, () => rate.getByRole('button', { name: 'Submit Vote' }).click());
    await expect(row).toContainText('5.00', LIVE);
    await expect(row).toContainText('1 vote', LIVE);
    // The list closes by itself when that was the leader's last team to rate (a run of this file alone).
    if (await list.isVisible()) await theirs.page.keyboard.press('Escape');
    await expect(list).toBeHidden();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await written(page, '/api/config/config', () => flipSwitch(page, voting));
    await expect(votingCard).toHaveCount(0, LIVE);
  } finally {
    await setVoting(request, false);
    await theirs.close();
  }
});

async function todaysAttendance(page: Page) {
  return page.getByRole('group', { name: "Today's Attendance" }).locator('p').nth(1);
}

test("the admin's Today's Attendance follows a mentor's mark", async ({ page, browser, api, request, signInAs }) => {
  test.slow();
  // Today is day 3 in the event's time zone.
  const start = dayDate(-1, dateInTimeZone(new Date(), EVENT.timeZone));
  await api.asAdmin('PUT', '/api/config/config', { startDate: start, confirmDateChange: true });
  try {
    const mentor = await signInAs('mentor');
    const person = await api.registerParticipant({ name: `Present ${tag()}` });
    await assignParticipants(request, mentor.user._id, [person.user._id]);
    const admin = await api.createStaff('superadmin', `Watcher ${tag()}`);
    // The overview picks today by the browser's date: the event's.
    const theirs = await openAs(browser, admin, { timezoneId: EVENT.timeZone });
    const figure = await todaysAttendance(theirs.page);
    await expect(figure).toHaveText(/^\d+$/);
    const before = Number(await figure.textContent());

    await page.goto('/dashboard');
    const cell = page.getByRole('region', { name: 'Attendance grid' }).getByRole('combobox', { name: new RegExp(`^${person.user.name}, Day 3,`) });
    await written(page, '/api/attendance/mark-for-user', () => cell.selectOption('present'));
    await expect(figure).toHaveText(String(before + 1), LIVE);
    await theirs.close();
  } finally {
    await api.asAdmin('PUT', '/api/config/config', { startDate: EVENT.startDate, confirmDateChange: true });
  }
});
