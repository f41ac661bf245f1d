import { MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../fixtures.ts';

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

test('each role gets its own dashboard frame', async ({ context, api }) => {
  const cases = [
    {
      account: await api.registerParticipant({ name: 'Boot Camper', participantType: 'bootcamp' }),
      text: 'Welcome back, Boot Camper! Track your progress and manage your tasks',
    },
    { account: await api.registerParticipant({ name: 'Hack Only', participantType: 'hackathon' }), text: 'Hackathon Participant' },
    { account: await api.createStaff('superadmin', 'Ada Admin'), text: 'Welcome back, Ada Admin!' },
    { account: await api.createStaff('mentor', 'Manoj Mentor'), text: 'Manoj Mentor' },
    { account: await api.createStaff('judge', 'Jaya Judge'), text: 'HACKATHON EVALUATION' },
  ];
  // A page per account: switching sessions inside one page let the previous dashboard's
  // requests (now without a token) redirect to /login in the middle of the next navigation.
  for (const { account, text } of cases) {
    const page = await context.newPage();
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('hackcamp-tour-bootcamp-v1', 'done');
      },
      [account.token, JSON.stringify(account.user)] as const,
    );
    await page.goto('/dashboard');
    await expect(page.getByText(text, { exact: false }).first(), account.user.role).toBeVisible();
    await page.close();
  }
});

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
  // The stored session is cleared as the app leaves for /login; the page may get there first.
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});
