import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dateInTimeZone, dayDate, EVENT } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { makeTodayAnEventDay, setStartDate } from '../../support/check-in.ts';
import { pageWidth } from '../../support/judging.ts';
import { LIVE } from '../../support/live.ts';
import { gradeSubmission, submitText } from '../../support/scoring.ts';
import { createTask } from '../../support/tasks.ts';
import { adminToken } from '../../support/teams.ts';
import { assignTeams, createLedTeams, saveEvaluation } from '../../support/voting.ts';

// Issue 43: the superadmin Overview's charts. It moves the event's dates so that today is day 3
// (days to come, and a check-in window, which only an event day allows), hence exclusive, and
// puts them back.

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

const auth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await adminToken(request)}` });

async function mark(request: APIRequestContext, userId: string, date: string) {
  const res = await request.post('/api/attendance/mark-for-user', { headers: await auth(request), data: { userId, date, status: 'present' } });
  expect([200, 201], await res.text()).toContain(res.status());
}

/** The superadmin's own window for today, open for everyone (one left open before is closed first). */
async function openCheckIn(request: APIRequestContext): Promise<{ id: string; code: string }> {
  const headers = await auth(request);
  const current = (await (await request.get('/api/check-in/sessions/current', { headers })).json()).data.session as { id: string } | null;
  if (current) expect((await request.delete(`/api/check-in/sessions/${current.id}`, { headers })).status()).toBe(200);
  const res = await request.post('/api/check-in/sessions', { headers, data: { minutes: 15 } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.session;
}

const chart = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The chart's picture: named by its text summary. */
const picture = (region: Locator) => region.locator('[role="img"][aria-label]').first();

/** The chart shows its summary; "Show as table" gives its numbers (checked by `table`) and goes back; nothing scrolls sideways. */
async function expectChart(page: Page, name: string, summary: RegExp, table: (t: Locator) => Promise<void>) {
  const region = chart(page, name);
  await region.scrollIntoViewIfNeeded();
  await expect(picture(region)).toHaveAttribute('aria-label', summary);
  await expect(region.locator('.recharts-surface')).toBeVisible();
  // Shown under the chart too, for sighted readers.
  await expect(region.getByText(summary)).toBeVisible();
  await region.getByRole('button', { name: 'Show as table' }).click();
  const shown = region.getByRole('table');
  await expect(shown).toBeVisible();
  await table(shown);
  expect(await pageWidth(page), `${name} as a table`).toBeLessThanOrEqual(PHONE.width);
  await region.getByRole('button', { name: 'Show as chart' }).click();
  await expect(picture(region)).toBeVisible();
  expect(await pageWidth(page), name).toBeLessThanOrEqual(PHONE.width);
}

test("the Overview's charts at 375 px: summaries, tables, days to come left empty, and attendance following a mark live", async ({
  page,
  request,
  api,
  signInAs,
}) => {
  test.slow();
  const before = await makeTodayAnEventDay(request);
  const start = dayDate(-1, dateInTimeZone(new Date(), EVENT.timeZone));
  let windowId: string | undefined;
  try {
    const tag = Date.now().toString(36).slice(-5);
    // Asha is marked on day 1 and has a graded day-1 task; Bala checks in today.
    const asha = await api.registerParticipant({ name: `Asha ${tag}` });
    const bala = await api.registerParticipant({ name: `Bala ${tag}` });
    await mark(request, asha.user._id, dayDate(1, start));
    const task = await createTask(request, { day: 'day1' });
    await gradeSubmission(request, (await submitText(request, asha.token, task._id, 'My portfolio, deployed'))._id, 40, 'Clean and quick');
    const window = await openCheckIn(request);
    windowId = window.id;
    const checkIn = await request.post('/api/check-in', { headers: { authorization: `Bearer ${bala.token}` }, data: { code: window.code } });
    expect(checkIn.status(), await checkIn.text()).toBe(200);
    // A judge's round score of 7.
    const judgeName = `Judge Insight ${tag}`;
    const [row] = await createLedTeams(api, request, `Insight${tag}`, 1);
    const judge = await api.createStaff('judge', judgeName);
    await assignTeams(request, judge.user._id, [row!.team._id]);
    await saveEvaluation(request, judge.token, row!.team._id, 1, 7, 'A working demo');

    await signInAs('superadmin');
    await page.goto('/dashboard');

    await expectChart(
      page,
      'Attendance by day',
      /^Day 3: \d+ of \d+ present \(\d+%\), \d+ late, \d+ absent, \d+ not marked; day 2: \d+ present/,
      async (table) => {
        await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Present', 'Late', 'Absent', 'Not marked']);
        // Days to come have no counts at all, not zeros.
        for (const day of [4, 10])
          await expect(table.getByRole('row', { name: new RegExp(`^Day ${day}\\b`) }).getByRole('cell')).toHaveText(['—', '—', '—', '—']);
        await expect(
          table
            .getByRole('row', { name: /^Day 1\b/ })
            .getByRole('cell')
            .first(),
        ).not.toHaveText('—');
      },
    );
    // The chart draws the days to come as empty boxes, named in the legend.
    await expect(chart(page, 'Attendance by day').getByRole('listitem').filter({ hasText: 'Day to come' })).toBeVisible();

    await expectChart(page, 'Submissions and grading by day', /^\d[\d,]* submissions? so far, \d[\d,]* graded \(\d+%\), \d[\d,]* late/, async (table) => {
      await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Submitted', 'Graded', 'Late', 'Tasks']);
      await expect(table.getByRole('row', { name: /^Day 5\b/ }).getByRole('cell')).toHaveText(['—', '—', '—', /^\d+$/]);
    });

    await expectChart(page, 'Score distribution', /^\d[\d,]* participants? by total score: the most, \d[\d,]*, have \d+(–\d+)? points/, async (table) => {
      await expect(table.getByRole('columnheader')).toHaveText(['Total score', 'Participants']);
      await expect(table.getByRole('row')).toHaveCount(11);
    });

    await expectChart(page, "Judges' score spread", /(1 judge has|\d+ judges have) given \d[\d,]* round scores?/, async (table) => {
      await expect(table.getByRole('columnheader')).toHaveText(['Judge', 'Average score', '± SD', 'Scores']);
      await expect(table.getByRole('row', { name: new RegExp(`^${judgeName}`) }).getByRole('cell')).toHaveText(['7.00', '0.00', '1']);
    });
    // One score counts as 0, said under the chart; beside it, the Results tab's explanation of the
    // normalised score and the way there.
    const judges = chart(page, "Judges' score spread");
    await expect(judges.getByText(/^One score or no spread, so their scores count as 0 \(average\): /)).toContainText(judgeName);
    await expect(judges).toContainText('Normalised: ');

    await expectChart(
      page,
      'Check-in arrivals',
      /^Check-in of .+, \d\d:\d\d–\d\d:\d\d: 1 of \d[\d,]* expected checked in; busiest minute \d\d:\d\d \(1\)\.$/,
      async (table) => {
        await expect(table.getByRole('columnheader')).toHaveText(['Minute', 'Arrivals']);
        await expect(table.getByRole('cell', { name: '1', exact: true })).toHaveCount(1);
      },
    );

    // Live: Asha marked present today from elsewhere moves today's bar without a reload.
    const attendance = picture(chart(page, 'Attendance by day'));
    const presentToday = async () => Number(/^Day 3: (\d+) of/.exec((await attendance.getAttribute('aria-label')) ?? '')?.[1]);
    const presentBefore = await presentToday();
    await mark(request, asha.user._id, dayDate(3, start));
    await expect.poll(presentToday, LIVE).toBe(presentBefore + 1);

    // The Results tab shows the same spread under its explanation of the normalised score.
    await page.getByRole('button', { name: 'Open Results' }).click();
    const results = chart(page, 'How each judge scores');
    await expect(picture(results)).toHaveAttribute('aria-label', /(1 judge has|\d+ judges have) given/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    if (windowId) await request.delete(`/api/check-in/sessions/${windowId}`, { headers: await auth(request) });
    await setStartDate(request, before);
  }
});
