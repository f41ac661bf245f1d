import { MSG } from '@hackcamp/contract';
import { expect, test, useSession, type Account, type Api } from '../fixtures.ts';

test('a visitor is sent to /login from every protected route', async ({ page }) => {
  for (const path of ['/dashboard', '/profile', '/leaderboard', '/evaluation/judge', '/judge/overview', '/judge/evaluate/abc']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('a participant is sent from judge routes to /dashboard', async ({ page, signInAs }) => {
  await signInAs('bootcamp');
  await page.goto('/evaluation/judge');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Track your progress and manage your tasks/)).toBeVisible();
});

// One test per role: five accounts and five cold dashboards in one test passed 30 s on a loaded CI
// machine. A cold dashboard's first paint waits on its chunks and first reads; beside another
// worker on two cores it has taken over 7 s, so it is given 15.
const frames: { role: string; account: (api: Api) => Promise<Account>; text: string }[] = [
  {
    role: 'bootcamp participant',
    account: (api) => api.registerParticipant({ name: 'Boot Camper', participantType: 'bootcamp' }),
    text: 'Welcome back, Boot Camper! Track your progress and manage your tasks',
  },
  {
    role: 'hackathon participant',
    account: (api) => api.registerParticipant({ name: 'Hack Only', participantType: 'hackathon' }),
    text: 'Hackathon Participant',
  },
  { role: 'superadmin', account: (api) => api.createStaff('superadmin', 'Ada Admin'), text: 'Welcome back, Ada Admin!' },
  { role: 'mentor', account: (api) => api.createStaff('mentor', 'Manoj Mentor'), text: 'Manoj Mentor' },
  { role: 'judge', account: (api) => api.createStaff('judge', 'Jaya Judge'), text: 'HACKATHON EVALUATION' },
];
for (const frame of frames) {
  test(`a ${frame.role} gets their own dashboard frame`, async ({ page, api }) => {
    const account = await frame.account(api);
    await useSession(page, account);
    await page.goto('/dashboard');
    await expect(page.getByText(frame.text, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  });
}

test('an unknown role shows the spec error', async ({ page, api }) => {
  const account = await api.registerParticipant();
  // A stored user whose role the app does not know (e.g. from a newer server version).
  await page.route('**/api/auth/profile', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data.user.role = 'sponsor';
    await route.fulfill({ response: res, json: body });
  });
  await useSession(page, { token: account.token, user: { ...account.user, role: 'sponsor' as never } });
  await page.goto('/dashboard');
  await expect(page.getByText(MSG.unknownRole('sponsor'))).toBeVisible();
});

test('a judge who signs in lands on /evaluation/judge', async ({ page, api }) => {
  const judge = await api.createStaff('judge');
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(judge.email);
  await page.getByLabel('Password', { exact: true }).fill(judge.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/evaluation\/judge$/);
  await expect(page.getByText('HACKATHON EVALUATION')).toBeVisible();
});

test('a revoked token ends the session and returns to /login', async ({ page, api, request }) => {
  const account = await api.registerParticipant();
  await useSession(page, account);
  await page.goto('/dashboard');
  await expect(page.getByText(/Track your progress/)).toBeVisible();
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${account.token}` } });
  // The live stream, which ends with the session, or a background refresh may meet the revoked
  // token first and move to /login while the reload is under way, which aborts the reload: either
  // way the session must end on /login. Chromium names that in more than one way, depending on
  // which step the reload had reached.
  await page.reload().catch((err: Error) => {
    if (!/ERR_ABORTED|frame was detached|interrupted by another navigation|Not attached to an active page/.test(err.message)) throw err;
  });
  await expect(page).toHaveURL(/\/login$/);
  // The stored session is cleared as the app leaves for /login; the page may get there first, and
  // a look taken while it navigates meets no page (asked again).
  const stored = () => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]).catch((err: Error) => err.message);
  await expect.poll(stored).toEqual([null, null]);
});
