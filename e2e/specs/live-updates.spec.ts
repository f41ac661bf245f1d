import { expect, test } from '../fixtures.ts';
import { LIVE, openAs, streamOpen, written } from '../support/live.ts';
import { assignParticipants } from '../support/mentoring.ts';
import { submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';
import { scoreCriteria } from '../support/judging.ts';
import { assignTeams, createLedTeams } from '../support/voting.ts';

/**
 * The live stream (GET /api/events) brings one person's write to another's open screen: nothing
 * here reloads, and each screen follows within 3 s of the write's answer. The ones that flip
 * event-wide settings are in exclusive/live-updates-settings.spec.ts.
 */
const PAUSED = 'Live updates paused — reconnecting…';

const tag = () => `${process.pid.toString(36)}${Date.now().toString(36)}`;

test("the bell counts a new announcement while the participant's page stays open", async ({ page, browser, api, signInAs }) => {
  const participant = await api.registerParticipant();
  const theirs = await openAs(browser, participant);
  const bell = theirs.page.getByRole('button', { name: /^Announcements/ });
  await expect(bell).toBeVisible();
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Announcements' }).click();
  const title = `Doors open ${tag()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('The hall opens at 9 am.');
  await page.getByLabel('Audience').selectOption('participants');
  await written(page, '/api/announcements', () => page.getByRole('button', { name: 'Publish Announcement' }).click());
  // Other tests announce too: at least this one more.
  await expect.poll(unread, LIVE).toBeGreaterThan(before);
  // The author's own list has it from the answer, before any refetch.
  await expect(page.getByRole('article', { name: title })).toBeVisible(LIVE);

  await bell.click();
  await expect(theirs.page.getByRole('dialog', { name: 'Announcements' }).getByRole('button', { name: new RegExp(title) })).toBeVisible(LIVE);
  await theirs.close();
});

test("a mentor's grade shows on the participant's Tasks tab", async ({ page, browser, api, signInAs }) => {
  const t = tag();
  const mentor = await signInAs('mentor');
  const me = await api.registerParticipant({ name: `Kavya ${t}` });
  await assignParticipants(page.request, mentor.user._id, [me.user._id]);
  const task = await createTask(page.request, { day: 'day4', maxScore: 50, title: `Live grade ${t}` });
  const submission = await submitText(page.request, me.token, task._id, 'My landing page, deployed');

  const theirs = await openAs(browser, me);
  await theirs.page.getByRole('tab', { name: 'Tasks' }).click();
  await theirs.page.getByRole('button', { name: /^Day 4,/ }).click();
  const mine = theirs.page.getByRole('article', { name: task.title });
  await expect(mine.getByText('Under Review')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Task Reviews' }).click();
  await page.getByRole('button', { name: 'By day' }).click();
  await page
    .getByRole('region', { name: 'Day 4' })
    .getByRole('button', { name: new RegExp(task.title) })
    .click();
  const card = page.getByRole('article', { name: me.user.name });
  await card.getByLabel('Score (0-50)').fill('41');
  await card.getByLabel('Feedback').fill('Fast and clean');
  await written(page, `/api/submissions/${submission._id}/grade`, () => card.getByRole('button', { name: 'Submit Grade' }).click());
  await expect(mine.getByText('Score: 41/50')).toBeVisible(LIVE);
  await theirs.close();
});

test("the admin's Results tab follows a judge's save", async ({ page, browser, api, request, signInAs }) => {
  const prefix = `Scored${tag().slice(-5)}`;
  const [row] = await createLedTeams(api, request, prefix, 1);
  const judge = await api.createStaff('judge', `Judge ${prefix}`);
  await assignTeams(request, judge.user._id, [row!.team._id]);
  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Results' }).click();
  await page.getByRole('textbox', { name: 'Search results by team name' }).fill(prefix);
  const result = page
    .getByRole('table')
    .filter({ hasText: 'Raw mean' })
    .getByRole('row', { name: new RegExp(row!.team.name) });
  await expect(result).toBeVisible();
  await expect(result).not.toContainText('7.00');

  const theirs = await openAs(browser, judge);
  await theirs.page.goto(`/judge/evaluate/${row!.team._id}`);
  await scoreCriteria(theirs.page, [7, 7, 7, 7]);
  await theirs.page.getByLabel('Feedback').fill('A working demo');
  await written(theirs.page, `/api/judge/evaluations/${row!.team._id}/1`, () => theirs.page.getByRole('button', { name: 'Save round 1' }).click());
  await expect(result).toContainText('7.00', LIVE);
  await theirs.close();
});

test("a judge's list follows the admin assigning a team and taking it off", async ({ page, browser, api, request, signInAs }) => {
  const prefix = `Assigned${tag().slice(-5)}`;
  const [row] = await createLedTeams(api, request, prefix, 1);
  const judgeName = `Judge ${prefix}`;
  const judge = await api.createStaff('judge', judgeName);
  const theirs = await openAs(browser, judge);
  await expect(theirs.page.getByRole('heading', { name: 'HACKATHON EVALUATION' })).toBeVisible();
  const mine = theirs.page.getByRole('row', { name: new RegExp(row!.team.name) });
  await expect(mine).toHaveCount(0);

  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Judges Assigning' }).click();
  await page.getByRole('button', { name: 'Assign Teams' }).click();
  await page.getByLabel('Judge', { exact: true }).selectOption({ label: `${judgeName} (0 teams)` });
  await page.getByRole('textbox', { name: 'Filter teams by name' }).fill(prefix);
  await page.getByRole('checkbox', { name: new RegExp(row!.team.name) }).check();
  await written(page, '/api/users/assign-teams-to-judge', () => page.getByRole('button', { name: 'Assign Teams' }).click());
  await expect(mine).toBeVisible(LIVE);

  const card = page.getByRole('group', { name: judgeName });
  await card.getByRole('button', { name: `Remove ${row!.team.name} from ${judgeName}` }).click();
  await written(page, /^\/api\/users\/remove-teams-from-judge/, () =>
    page.getByRole('dialog', { name: 'Remove team from judge?' }).getByRole('button', { name: 'Remove Team' }).click(),
  );
  await expect(mine).toHaveCount(0, LIVE);
  await theirs.close();
});

test('the header says when live updates are paused, and stops saying it once they are back', async ({ page, signInAs }) => {
  await signInAs('hackathon');
  // The page's clock, to skip the waits of a connection that died without closing.
  await page.clock.install();
  let cut = false;
  await page.route('**/api/events', (route) => (cut ? route.abort('internetdisconnected') : route.continue()));
  await streamOpen(page, () => page.goto('/dashboard'));
  const paused = page.getByRole('status').filter({ hasText: PAUSED });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(paused).toHaveCount(0);

  // The network goes quiet (a laptop lid, a lost Wi-Fi): no keep-alive for 45 s, so the client
  // drops the connection, and every reconnect fails.
  cut = true;
  await page.clock.fastForward('00:46');
  // A blip goes unmentioned; about 5 s down is worth a word.
  await page.waitForTimeout(2_000);
  await expect(paused).toHaveCount(0);
  await expect(paused).toBeVisible({ timeout: 5_000 });

  // Back: the next attempt (skipped to, rather than waited for) reopens it.
  cut = false;
  await streamOpen(page, () => page.clock.fastForward('00:30'));
  await expect(paused).toHaveCount(0, LIVE);
});
