import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import type { LeaderboardEntry, LeaderboardSummary } from '@hackcamp/contract';
import { expect, test, useSession } from '../fixtures.ts';
import { adminToken } from '../support/teams.ts';

// Other specs add people while these run, so every check compares the page with the answer the
// server gave that same page, or looks at people this file created under a unique name.

const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const HACKATHON_NOTICE = 'Leaderboards are part of the bootcamp. As a hackathon participant you can follow your team from the dashboard.';

let n = 0;
const unique = (prefix: string) => `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${n++}`;
const points = (score: number) => `${score.toLocaleString('en-US')} points`;

interface BoardPage {
  leaderboard: LeaderboardEntry[];
  pagination: { currentPage: number; totalPages: number; totalUsers: number };
}

/**
 * The next leaderboard answer the page receives for a role (and search and page number, when
 * given). A live update may refetch the page shown while the next one is asked for: the number
 * tells them apart.
 */
function nextBoard(page: Page, role: string, search?: string, pageNumber?: number): Promise<BoardPage> {
  return page
    .waitForResponse((r: Response) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/users/leaderboard' &&
        url.searchParams.get('role') === role &&
        (search === undefined || url.searchParams.get('search') === search) &&
        (pageNumber === undefined || (url.searchParams.get('page') ?? '1') === String(pageNumber))
      );
    })
    .then(async (r) => (await r.json()).data as BoardPage);
}

/** Every row shows the server's entry in order: name, email, role badge, points, medal or #n. */
async function expectRows(list: Locator, entries: LeaderboardEntry[]) {
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(entries.length);
  for (const [i, e] of entries.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(e.name);
    // A participant reading the participants gets no emails (unless the organiser shows them).
    if (e.email) await expect(row).toContainText(e.email);
    else await expect(row).not.toContainText('@');
    await expect(row).toContainText(points(e.totalScore));
    await expect(row.getByText(e.role, { exact: true })).toBeVisible();
    if (e.rank <= 3) {
      await expect(row.locator('svg.lucide-medal')).toHaveCount(1);
      await expect(row).not.toContainText(`#${e.rank}`);
    } else {
      await expect(row.locator('svg.lucide-medal')).toHaveCount(0);
      await expect(row.getByText(`#${e.rank}`, { exact: true })).toBeVisible();
    }
  }
}

/** Pages forward until a row with the text shows (new staff rank last among equal scores). */
async function findRow(page: Page, list: Locator, text: string, pagesLabel: string): Promise<Locator> {
  const row = list.getByRole('listitem').filter({ hasText: text });
  for (let i = 0; i < 50 && (await row.count()) === 0; i++) {
    const next = page.getByRole('navigation', { name: pagesLabel }).getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();
    const first = await list.getByRole('listitem').first().textContent();
    await next.click();
    await expect(list.getByRole('listitem').first()).not.toHaveText(first ?? '');
  }
  await expect(row).toHaveCount(1);
  return row;
}

async function createMentor(request: APIRequestContext, name: string, description?: string) {
  const res = await request.post('/api/auth/register-admin', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@e2e.test`,
      password: 'mentor-pass-1',
      role: 'mentor',
      ...(description ? { description } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the summary cards show the numbers the server computed', async ({ page, api, signInAs }) => {
  // At least one hackathon-only participant, so "all participants" and "ranked" differ.
  await api.registerParticipant({ participantType: 'hackathon' });
  await signInAs('bootcamp');
  // Other tests register people all the time: live updates would refetch these figures as they change.
  await page.route('**/api/events', (route) => route.abort());
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/leaderboard/summary');
  await page.goto('/leaderboard');
  const summary = (await (await answer).json()).data as LeaderboardSummary;
  expect(summary.totalParticipants).toBeGreaterThan(summary.rankedParticipants);

  const cards = page.getByRole('region', { name: 'Leaderboard summary' });
  const card = (name: string) => cards.getByRole('group', { name });
  const figure = (value: number) => value.toLocaleString('en-US');
  await expect(card('Total Participants').getByText(figure(summary.totalParticipants), { exact: true })).toBeVisible();
  await expect(card('Total Participants')).toContainText(`${summary.rankedParticipants} bootcamp`);
  await expect(card('Total Mentors').getByText(figure(summary.totalMentors), { exact: true })).toBeVisible();
  await expect(card('Average Score').getByText(figure(summary.averageScore), { exact: true })).toBeVisible();
  await expect(card('Highest Score').getByText(figure(summary.highestScore), { exact: true })).toBeVisible();
});

test('tabs switch by click and keyboard, each listing its role in the server’s order with medals and #n', async ({ page, request, signInAs }) => {
  const described = unique('Lbmentor');
  const placeholder = unique('Lbmentor');
  await createMentor(request, described, 'Teaches Spring Boot with real projects.');
  await createMentor(request, placeholder, 'No description available');
  const me = await signInAs('superadmin');

  const participants = nextBoard(page, 'participant');
  await page.goto('/leaderboard');
  await expect(page.getByRole('tab', { name: 'Participants' })).toHaveAttribute('aria-selected', 'true');
  await expectRows(page.getByRole('list', { name: 'Ranking of participants' }), (await participants).leaderboard);

  const mentors = nextBoard(page, 'mentor');
  await page.getByRole('tab', { name: 'Mentors' }).click();
  await expect(page.getByRole('tab', { name: 'Mentors' })).toHaveAttribute('aria-selected', 'true');
  const mentorList = page.getByRole('list', { name: 'Ranking of mentors' });
  await expectRows(mentorList, (await mentors).leaderboard);
  await expect(page.getByRole('list', { name: 'Ranking of participants' })).toHaveCount(0);
  const withText = await findRow(page, mentorList, described, 'Pages of mentors');
  await expect(withText).toContainText('Teaches Spring Boot with real projects.');
  const withPlaceholder = await findRow(page, mentorList, placeholder, 'Pages of mentors');
  await expect(withPlaceholder).not.toContainText('No description available');

  // Radix tabs: the arrow key moves to the next tab and shows it.
  const admins = nextBoard(page, 'superadmin');
  await page.getByRole('tab', { name: 'Mentors' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Admins' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Admins' })).toBeFocused();
  const adminList = page.getByRole('list', { name: 'Ranking of admins' });
  await expectRows(adminList, (await admins).leaderboard);
  const mine = await findRow(page, adminList, me.email, 'Pages of admins');
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await expect(mine.getByText('superadmin', { exact: true })).toBeVisible();

  // The tab is in the address, so a reload comes back to it.
  await expect(page).toHaveURL(/\?tab=admins$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Admins' })).toHaveAttribute('aria-selected', 'true');
});

test('participants: a search pages through the matches and hides placeholder colleges', async ({ page, api, signInAs }) => {
  const prefix = unique('Lbp');
  for (let i = 0; i < 21; i++) {
    const college = i === 0 ? 'Not Specified' : i === 1 ? `${prefix} College` : 'CBIT';
    await api.registerParticipant({ name: `${prefix} ${String(i).padStart(2, '0')}`, collegeName: college });
  }
  await signInAs('bootcamp');
  await page.goto('/leaderboard');
  const list = page.getByRole('list', { name: 'Ranking of participants' });
  await expect(list).toBeVisible();

  const first = nextBoard(page, 'participant', prefix);
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(prefix);
  const firstPage = await first;
  expect(firstPage.pagination.totalUsers).toBe(21);
  await expect(page.getByText(`Showing 1–20 of 21 participants matching “${prefix}”`)).toBeVisible();
  await expectRows(list, firstPage.leaderboard);

  // Equal scores rank in registration order, so the first two registered are on page 1.
  const row = (i: number) => list.getByRole('listitem').filter({ hasText: `${prefix} ${String(i).padStart(2, '0')}` });
  await expect(row(0)).toHaveCount(1);
  await expect(row(0)).not.toContainText('Not Specified');
  await expect(row(1)).toContainText(`${prefix} College`);

  const second = nextBoard(page, 'participant', prefix, 2);
  await page.getByRole('navigation', { name: 'Pages of participants' }).getByRole('button', { name: 'Next' }).click();
  const secondPage = await second;
  await expect(page.getByText(`Showing 21–21 of 21 participants matching “${prefix}”`)).toBeVisible();
  await expectRows(list, secondPage.leaderboard);
  expect(secondPage.leaderboard.map((e) => e.name)).toEqual([`${prefix} 20`]);
  expect(secondPage.leaderboard[0]!.rank).toBeGreaterThan(firstPage.leaderboard[19]!.rank);

  await page.getByRole('searchbox', { name: 'Search participants' }).fill(`${prefix}-nobody`);
  await expect(page.getByText(`No participants match “${prefix}-nobody”.`)).toBeVisible();
  await expect(list).toHaveCount(0);
});

test('an empty category says so', async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  await page.route(
    (url) => url.pathname === '/api/users/leaderboard' && url.searchParams.get('role') === 'mentor',
    (route) =>
      route.fulfill({
        json: {
          success: true,
          data: { leaderboard: [], pagination: { currentPage: 1, totalPages: 1, totalUsers: 0, hasNextPage: false, hasPrevPage: false } },
        },
      }),
  );
  await page.goto('/leaderboard?tab=mentors');
  await expect(page.getByText('No users found for this category.', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ranking of mentors' })).toHaveCount(0);
});

test('a failed load shows an error in place, and Try again recovers it', async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  // Only the test's own Try again may refetch the totals (a live update would, as other tests change ranks).
  await page.route('**/api/events', (route) => route.abort());
  let failing = true;
  await page.route('**/api/users/leaderboard/summary', (route) =>
    failing ? route.fulfill({ status: 500, json: { success: false, message: 'Database unavailable' } }) : route.continue(),
  );
  await page.goto('/leaderboard');
  const alert = page.getByRole('alert').filter({ hasText: 'Couldn’t load the totals' });
  // The client retries a 5xx twice before it gives up.
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('Database unavailable');
  await expect(page.getByRole('list', { name: 'Ranking of participants' })).toBeVisible();
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('group', { name: 'Highest Score' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a profile picture shows, and one that fails to load falls back to the initial', async ({ page, api, request, signInAs }) => {
  const prefix = unique('Lbpic');
  const withPicture = async (name: string) => {
    const account = await api.registerParticipant({ name });
    const res = await request.put('/api/auth/profile', { headers: { authorization: `Bearer ${account.token}` }, data: { profilePicture: PNG_1PX } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data.user.profilePicture as string;
  };
  await withPicture(`${prefix} Good`);
  const broken = await withPicture(`${prefix} Zbroken`);
  await page.route(`**${broken}`, (route) => route.fulfill({ status: 404, body: '' }));
  await signInAs('bootcamp');
  await page.goto('/leaderboard');
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(prefix);
  const list = page.getByRole('list', { name: 'Ranking of participants' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const good = list.getByRole('listitem').filter({ hasText: `${prefix} Good` });
  await expect(good.locator('img')).toBeVisible();
  expect(await good.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const bad = list.getByRole('listitem').filter({ hasText: `${prefix} Zbroken` });
  await expect(bad.locator('img')).toHaveCount(0);
  await expect(bad.getByText(prefix[0]!.toUpperCase(), { exact: true })).toBeVisible();
});

test('rows stack without sideways scrolling on a 375 px phone', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs('bootcamp');
  await page.goto('/leaderboard');
  await expect(page.getByRole('list', { name: 'Ranking of participants' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Highest Score' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a hackathon-only participant gets a friendly note instead of rankings', async ({ page, signInAs }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/users/leaderboard')) calls.push(r.url());
  });
  await signInAs('hackathon');
  await page.goto('/leaderboard');
  await expect(page.getByText(HACKATHON_NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('list')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Leaderboard summary' })).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('a stale session that still says bootcamp gets the same note, not an error', async ({ page, api }) => {
  const hacker = await api.registerParticipant({ participantType: 'hackathon' });
  await useSession(page, { token: hacker.token, user: { ...hacker.user, participantType: 'bootcamp' } });
  await page.goto('/leaderboard');
  await expect(page.getByText(HACKATHON_NOTICE)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ranking of participants' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
