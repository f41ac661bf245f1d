import type { Page } from '@playwright/test';
import { dayDate } from '@hackcamp/contract';
import { expect, test, useSession, type Account } from '../fixtures.ts';
import { assignParticipants } from '../support/mentoring.ts';
import { submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';

const tag = () => `${process.pid.toString(36)}${Date.now().toString(36)}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The grid's dropdown for one participant and event day. */
const cell = (page: Page, name: string, day: number) => page.getByRole('combobox', { name: new RegExp(`^${name}, Day ${day},`) });

test('a mentor marks a cell, bulk-marks a day and removes a record; the participant sees it', async ({ page, api, signInAs, browser }) => {
  // Two dashboards and several reloads: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  const t = tag();
  const mentor = await signInAs('mentor');
  const people: Account[] = [];
  for (const name of ['Asha', 'Bala', 'Chitra']) people.push(await api.registerParticipant({ name: `${name} ${t}` }));
  await assignParticipants(
    page.request,
    mentor.user._id,
    people.map((p) => p.user._id),
  );
  const [asha, bala, chitra] = people.map((p) => p.user.name) as [string, string, string];

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${mentor.user.name}!` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mark Attendance' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('region', { name: 'Attendance grid' });
  await expect(grid.getByRole('rowheader')).toHaveCount(3);
  await expect(grid.getByRole('columnheader', { name: /Day 11/ })).toContainText('Hackathon');
  await expect(grid.getByRole('columnheader', { name: /Day 10/ })).toContainText('Bootcamp');

  // One cell: Present shows at once and survives a reload. Remove appears only with a record.
  await expect(cell(page, asha, 1).getByRole('option')).toHaveText(['-', 'Present', 'Absent']);
  await cell(page, asha, 1).selectOption('present');
  await expect(cell(page, asha, 1)).toHaveValue('present');
  await expect(cell(page, asha, 1).getByRole('option')).toHaveText(['-', 'Present', 'Absent', 'Remove']);
  await page.reload();
  await expect(cell(page, asha, 1)).toHaveValue('present');

  // Bulk mode: nothing to send until a date and someone are chosen.
  await page.getByRole('button', { name: 'Bulk Mark' }).click();
  const markButton = page.getByRole('button', { name: /^Mark Attendance \(\d+\)$/ });
  await expect(markButton).toHaveText('Mark Attendance (0)');
  await expect(markButton).toBeDisabled();
  await expect(page.getByText('Please select a date')).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue('');
  await expect(page.getByLabel('Date').getByRole('option').first()).toHaveText('Choose a date...');
  await page.getByLabel('Date').selectOption(dayDate(2));
  await expect(page.getByText('Please select at least one participant')).toBeVisible();
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByText('3 of 3 participants selected')).toBeVisible();
  await page.getByRole('button', { name: 'Deselect All' }).click();
  await expect(page.getByText('0 of 3 participants selected')).toBeVisible();
  for (const name of [asha, bala, chitra]) await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('button', { name: new RegExp(chitra) })).toHaveAttribute('aria-pressed', 'true');
  await expect(markButton).toHaveText('Mark Attendance (3)');
  await markButton.click();
  await expect(page.getByText('Attendance marked for 3 participants')).toBeVisible();
  await expect(page.getByText('0 of 3 participants selected')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Bulk Mode' }).click();
  for (const name of [asha, bala, chitra]) await expect(cell(page, name, 2)).toHaveValue('present');

  // Remove deletes the record: the cell is blank again, also after a reload.
  await cell(page, asha, 1).selectOption('remove');
  await expect(cell(page, asha, 1)).toHaveValue('');
  await page.reload();
  await expect(cell(page, asha, 1)).toHaveValue('');
  await expect(cell(page, asha, 2)).toHaveValue('present');

  // The participant's own dashboard: day 1 has no record, day 2 is present; 10 points.
  const context = await browser.newContext();
  const own = await context.newPage();
  await useSession(own, people[0]!);
  await own.goto('/dashboard');
  const calendar = own.getByRole('list', { name: 'Attendance by day' });
  await expect(calendar.getByRole('listitem').nth(0)).toHaveAccessibleName(/^D1, .+: No record$/);
  await expect(calendar.getByRole('listitem').nth(1)).toHaveAccessibleName(/^D2, .+: Present$/);
  await expect(own.locator('[data-tour="participant-overview"]').getByRole('group', { name: 'Total score' }).getByText('10', { exact: true })).toBeVisible();
  await context.close();
});

test('a mentor grades and regrades a submission; the participant sees the score', async ({ page, api, signInAs, browser }) => {
  test.setTimeout(60_000);
  const t = tag();
  const mentor = await signInAs('mentor');
  const me = await api.registerParticipant({ name: `Devi ${t}` });
  await assignParticipants(page.request, mentor.user._id, [me.user._id]);
  const task = await createTask(page.request, { day: 'day3', maxScore: 50, title: `Build a REST API ${t}` });
  await submitText(page.request, me.token, task._id, 'My endpoints are documented in the README');

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Task Reviews' }).click();
  // Task Reviews opens on the queue (issue 30); the day blocks are one click away.
  await page.getByRole('button', { name: 'By day' }).click();
  await expect(page.getByRole('heading', { name: 'Task Reviews - Day Wise' })).toBeVisible();
  const day3 = page.getByRole('region', { name: 'Day 3' });
  await expect(day3).toContainText('Bootcamp');
  await expect(page.getByRole('region', { name: 'Day 12' })).toContainText('Hackathon');
  const tile = day3.getByRole('button', { name: new RegExp(task.title) });
  await expect(tile).toContainText('Max score: 50');
  await expect(tile).toContainText('Active');
  await expect(tile).toContainText(/1\s*Submissions\s*0\s*Graded\s*1\s*Pending/);
  await tile.click();

  await expect(page.getByRole('button', { name: 'Back to Tasks' })).toBeVisible();
  const card = page.getByRole('article', { name: me.user.name });
  await expect(card).toContainText('Pending Review');
  await expect(card).toContainText('My endpoints are documented in the README');
  await expect(card.getByLabel('Feedback')).toHaveAttribute('placeholder', 'Provide constructive feedback...');
  await card.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(page.getByText('Please provide both score and feedback')).toBeVisible();

  await card.getByLabel('Score (0-50)').fill('40');
  await card.getByLabel('Feedback').fill('Clear endpoints, add tests next time');
  await card.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(card).toContainText('Graded');
  await expect(card).toContainText('Score: 40/50');
  await expect(card.getByRole('button', { name: 'Update Grade' })).toBeVisible();

  await card.getByLabel('Score (0-50)').fill('45');
  await card.getByRole('button', { name: 'Update Grade' }).click();
  await expect(card).toContainText('Score: 45/50');
  await page.reload();
  await page.getByRole('tab', { name: 'Task Reviews' }).click();
  await page.getByRole('button', { name: 'By day' }).click();
  await expect(page.getByRole('region', { name: 'Day 3' }).getByRole('button', { name: new RegExp(task.title) })).toContainText(
    /1\s*Submissions\s*1\s*Graded\s*0\s*Pending/,
  );

  // The Daily Reports follow: 45 of 50 is 90.0 out of 100.
  await page.getByRole('tab', { name: 'Daily Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Daily Progress Reports' })).toBeVisible();
  const report = page.getByRole('article', { name: me.user.name });
  await expect(report).toContainText(/Tasks Submitted\s*1/);
  await expect(report).toContainText(/Average Score\s*90\.0\s*\/100/);

  // The participant's dashboard shows the regraded score.
  const context = await browser.newContext();
  const own = await context.newPage();
  await useSession(own, me);
  await own.goto('/dashboard');
  await expect(own.locator('[data-tour="participant-overview"]').getByRole('group', { name: 'Total score' }).getByText('45', { exact: true })).toBeVisible();
  await context.close();
});

test("a mentor cannot reach another mentor's participant", async ({ page, api, signInAs, request }) => {
  const t = tag();
  const mentor = await signInAs('mentor');
  const other = await api.createStaff('mentor', `Other mentor ${t}`);
  const [mine, theirs] = [await api.registerParticipant({ name: `Mine ${t}` }), await api.registerParticipant({ name: `Theirs ${t}` })];
  await assignParticipants(request, mentor.user._id, [mine.user._id]);
  await assignParticipants(request, other.user._id, [theirs.user._id]);
  const task = await createTask(request, { day: 'day4' });
  const theirWork = await submitText(request, theirs.token, task._id, 'Not yours to grade');

  await page.goto('/dashboard');
  const grid = page.getByRole('region', { name: 'Attendance grid' });
  await expect(grid.getByRole('rowheader', { name: new RegExp(mine.user.name) })).toBeVisible();
  await expect(grid.getByText(theirs.user.name)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Daily Reports' }).click();
  await expect(page.getByRole('article', { name: theirs.user.name })).toHaveCount(0);

  // And the API refuses every way round the screen.
  const refused = [
    await request.post('/api/attendance/mark-for-user', {
      headers: auth(mentor.token),
      data: { userId: theirs.user._id, date: dayDate(1), status: 'present' },
    }),
    await request.post('/api/attendance/mark-for-users', {
      headers: auth(mentor.token),
      data: { date: dayDate(1), attendees: [{ userId: mine.user._id }, { userId: theirs.user._id }] },
    }),
    await request.get(`/api/attendance?userId=${theirs.user._id}`, { headers: auth(mentor.token) }),
    await request.post(`/api/submissions/${theirWork._id}/grade`, { headers: auth(mentor.token), data: { score: 10, feedback: 'x' } }),
    await request.get(`/api/submissions/${theirWork._id}`, { headers: auth(mentor.token) }),
  ];
  expect(refused.map((r) => r.status())).toEqual([403, 403, 403, 403, 403]);
  // The refused bulk mark wrote nothing, not even for the mentor's own participant.
  const mineRecords = await request.get(`/api/attendance?userId=${mine.user._id}`, { headers: auth(mentor.token) });
  expect((await mineRecords.json()).data.attendance).toEqual([]);
});

test('a mentor with nobody assigned sees the empty state', async ({ page, signInAs }) => {
  await signInAs('mentor');
  await page.goto('/dashboard');
  await expect(page.getByText('No participants found')).toBeVisible();
  await expect(page.getByText('There are no participants assigned to you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bulk Mark' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Daily Reports' }).click();
  await expect(page.getByText('There are no participants assigned to you.')).toBeVisible();
  // Task Reviews still lists the event's 12 days.
  await page.getByRole('tab', { name: 'Task Reviews' }).click();
  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  await page.getByRole('button', { name: 'By day' }).click();
  await expect(page.getByRole('heading', { name: /^Day \d+$/ })).toHaveCount(12);
});
