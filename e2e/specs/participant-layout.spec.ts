import { MSG, TEAM_MSG, type MentorView } from '@hackcamp/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail, useSession, type Account, type Api } from '../fixtures.ts';
import { networkQuiet } from '../support/network.ts';
import { createTask } from '../support/tasks.ts';
import { adminToken, createProblem, createTeamViaApi } from '../support/teams.ts';

const PHONE = { width: 375, height: 812 };
const LONG_NAME = 'Lakshmanan Venkataraghavan Subrahmanyam Ramachandran';
const DESKTOP = { width: 1280, height: 900 };

/**
 * The signed-in participant leads a team with a member whose name and email are far wider than a
 * phone. Other participants' emails are not shown to participants (issue 42): the name is what
 * must fit, and the email must not be there at all.
 */
async function teamWithLongEmailMember(request: APIRequestContext, api: Api, me: Account) {
  const problem = await createProblem(request);
  const stamp = Date.now().toString(36).slice(-6);
  // No spaces, so nothing may wrap it unless told to: the way a team name can break a layout.
  const team = await createTeamViaApi(request, me.token, problem._id, `Supercalifragilisticexpialidocious_${stamp}`);
  const longEmail = uniqueEmail('a-participant-with-a-remarkably-long-address');
  const member = await api.registerParticipant({ name: LONG_NAME, email: longEmail });
  const joined = await request.post(`/api/teams/${team._id}/join`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(joined.status(), await joined.text()).toBe(200);
  return { team, longEmail };
}

/** A task of day 1 with a graded submission whose text and feedback hold one long unbroken URL. */
async function gradedSubmissionWithLongText(request: APIRequestContext, me: Account) {
  const task = await createTask(request);
  const url = `https://example.com/${'a-very-long-path-segment-without-any-spaces-'.repeat(3)}end`;
  const submitted = await request.post('/api/submissions', {
    headers: { authorization: `Bearer ${me.token}` },
    multipart: { taskId: task._id, submissionType: 'text', content: JSON.stringify({ text: `My work: ${url}`, link: '', linkTitle: '' }) },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { submission } = (await submitted.json()).data;
  const graded = await request.post(`/api/submissions/${submission._id}/grade`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { score: 40, feedback: `Good work, see ${url} for the next step. Keep the README short and the demo running.` },
  });
  expect(graded.status(), await graded.text()).toBe(200);
  return task;
}

/** Waits until the open section has loaded, then measures the page against the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  await networkQuiet(page);
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${where}: page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

/** The whole control lies between the window's left and right edges (not cut off at the right). */
async function expectWithinWidth(control: Locator) {
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(await control.page().evaluate(() => window.innerWidth));
}

/** Scrolled to the end, the floating 'Quick Tour' button covers nothing of the page. */
async function expectQuickTourCoversNothing(page: Page, where: string) {
  // Scrolled and measured in one go: live updates may grow the list (a new participant) in between.
  const { contentBottom, buttonTop } = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Quick Tour'))!;
    let contentBottom = 0;
    for (const el of document.querySelectorAll('main *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) contentBottom = Math.max(contentBottom, box.bottom);
    }
    return { contentBottom, buttonTop: button.getBoundingClientRect().top };
  });
  expect(contentBottom, `${where}: the end of the page lies under the Quick Tour button`).toBeLessThanOrEqual(buttonTop);
}

const sections = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('no section of the bootcamp dashboard scrolls sideways, and the Quick Tour button covers nothing', async ({ page, api, request, signInAs }) => {
    const me = await signInAs('bootcamp');
    const { longEmail } = await teamWithLongEmailMember(request, api, me);
    const task = await gradedSubmissionWithLongText(request, me);
    await page.goto('/dashboard');

    const members = page.getByRole('list', { name: 'Team members' });
    await expect(members.getByText(LONG_NAME)).toBeVisible();
    await expect(members.getByText(longEmail)).toHaveCount(0);

    const names = await sections(page).allTextContents();
    expect(names).toEqual(['Overview', 'Problem Statements', 'Tasks', 'Leaderboard', 'Profile']);
    for (const name of names) {
      await sections(page).filter({ hasText: name }).click();
      if (name === 'Overview') {
        await expectNoSidewaysScroll(page, name);
        // Cut to the card's width with an ellipsis; the whole name stays in the title.
        await expect(members.getByText(LONG_NAME)).toHaveAttribute('title', LONG_NAME);
        await expectWithinWidth(page.getByRole('button', { name: 'Leave Team' }));
      }
      if (name === 'Tasks') {
        await page.getByRole('button', { name: /^Day 1,/ }).click();
        await expect(page.getByRole('article', { name: task.title }).getByText(/Mentor feedback/)).toBeVisible();
      }
      await expectNoSidewaysScroll(page, name);
      await expectQuickTourCoversNothing(page, name);
      if (name === 'Leaderboard') {
        await page.getByRole('tablist', { name: 'Leaderboard' }).getByRole('tab', { name: 'Mentors' }).click();
        await expectNoSidewaysScroll(page, 'Leaderboard, Mentors');
        await expectQuickTourCoversNothing(page, 'Leaderboard, Mentors');
      }
    }

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Dashboard' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/profile');
  });

  test('no section of the hackathon dashboard scrolls sideways', async ({ page, api, request, signInAs }) => {
    const me = await signInAs('hackathon');
    const { longEmail } = await teamWithLongEmailMember(request, api, me);
    await page.goto('/dashboard');

    const members = page.getByRole('list', { name: 'Team members' });
    await expect(members.getByText(LONG_NAME)).toBeVisible();
    await expect(members.getByText(longEmail)).toHaveCount(0);

    const names = await sections(page).allTextContents();
    expect(names).toEqual(['Home', 'Teams', 'Mentors', 'Problems', 'Profile']);
    for (const name of names) {
      await sections(page).filter({ hasText: name }).click();
      await expectNoSidewaysScroll(page, name);
      if (name === 'Home') {
        await expect(members.getByText(LONG_NAME)).toHaveAttribute('title', LONG_NAME);
        // The reviewer saw this one cut off at the right edge.
        await expectWithinWidth(page.getByRole('button', { name: 'Manage' }));
      }
    }
  });

  test('a bootcamp participant sees the Quick Tour clear of the last task card', async ({ page, request, signInAs }) => {
    const me = await signInAs('bootcamp');
    const task = await gradedSubmissionWithLongText(request, me);
    await page.goto('/dashboard');
    await sections(page).filter({ hasText: 'Tasks' }).click();
    await page.getByRole('button', { name: /^Day 1,/ }).click();
    await expect(page.getByRole('article', { name: task.title })).toBeVisible();
    await expectQuickTourCoversNothing(page, 'Tasks');
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the Quick Tour button covers no leaderboard score when scrolled to the end', async ({ page, signInAs }) => {
    await signInAs('bootcamp');
    await page.goto('/dashboard');
    await sections(page).filter({ hasText: 'Leaderboard' }).click();
    await expectNoSidewaysScroll(page, 'Leaderboard');
    await expectQuickTourCoversNothing(page, 'Leaderboard');
  });

  test("the hackathon home's mentor card keeps its own height beside a taller team card", async ({ page, api, request, signInAs }) => {
    const me = await signInAs('hackathon');
    await teamWithLongEmailMember(request, api, me);
    const mentor: MentorView = {
      _id: 'mentor-for-layout',
      name: 'Mira Menon',
      email: 'mira@example.com',
      mobile: '+91 9000000100',
      description: 'Backend architect; ask her about database design.',
      skills: ['Java', 'PostgreSQL'],
      specialization: 'Backend',
      experience: 8,
      profilePicture: null,
      assignedParticipants: 4,
    };
    // No call assigns a mentor to a hackathon participant yet, so the answer gets one.
    await page.route('**/api/hackathon/dashboard', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.mentor = mentor;
      body.data.stats.mentorName = mentor.name;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/dashboard');

    const section = page.getByRole('region', { name: 'Your Mentor' });
    const contact = section.getByRole('link', { name: 'Contact Mira' });
    await expect(contact).toBeVisible();
    await expect(page.getByRole('list', { name: 'Team members' }).getByRole('listitem')).toHaveCount(2);
    const box = async (l: Locator) => (await l.boundingBox())!;
    const skills = await box(section.getByRole('list', { name: 'Skills' }));
    const button = await box(contact);
    const teamCard = await box(page.getByRole('region', { name: 'Your Team' }));
    const mentorSection = await box(section);
    // Right under the skills, not at the bottom of a card stretched to the team card's height.
    expect(button.y - (skills.y + skills.height)).toBeLessThanOrEqual(32);
    expect(mentorSection.height).toBeLessThan(teamCard.height);
    expect(button.y + button.height).toBeLessThanOrEqual(mentorSection.y + mentorSection.height);
  });
});

test('the create-team form says "Please fill in all required fields" once', async ({ page, signInAs }) => {
  await signInAs('hackathon');
  await page.goto('/dashboard');
  await sections(page).filter({ hasText: 'Teams' }).click();
  await page.getByRole('button', { name: 'Create Team', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Team' });
  await expect(dialog.getByRole('combobox', { name: 'Problem Statement' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Create Team', exact: true }).click();
  await expect(dialog.getByText(TEAM_MSG.requiredFields)).toHaveCount(1);
  // The fields say which one is missing.
  await expect(dialog.getByText(TEAM_MSG.nameRequired)).toBeVisible();
  await expect(dialog.getByText('Please choose a problem statement')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Problem Statement' })).toHaveAttribute('aria-invalid', 'true');
});

test("a participant with no team gets the dashed 'Create Custom Problem' card, not a team's missing problem", async ({ page, signInAs }) => {
  await signInAs('hackathon');
  await page.goto('/dashboard');
  await sections(page).filter({ hasText: 'Problems' }).click();
  await expect(page.getByRole('heading', { name: 'Create Custom Problem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Custom Problem' })).toBeVisible();
  await expect(page.getByText("Your Team's Problem")).toHaveCount(0);
  await expect(page.getByText(/your team has no problem/i)).toHaveCount(0);
});

/** The toast of a failure: the spec's title on top, the reason below. */
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });

test("failed profile saves and password changes are toasted with the spec's title and the reason", async ({ page, signInAs }) => {
  await signInAs('hackathon');
  await page.goto('/dashboard');
  await sections(page).filter({ hasText: 'Profile' }).click();

  // The server's message is preferred ...
  await page.route('**/api/auth/profile', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 400, json: { success: false, message: 'That name is not allowed' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile update failed').locator('[data-description]')).toHaveText('That name is not allowed');

  // ... and without one the generic text is used.
  await page.unrouteAll();
  await page.route('**/api/auth/profile', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile update failed').locator('[data-description]').filter({ hasText: MSG.profileUpdateFailedRetry })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  await dialog.getByLabel('New Password', { exact: true }).fill('a-new-password');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('a-new-password');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password change failed').locator('[data-description]')).toHaveText(MSG.currentPasswordWrong);
  // Inside the dialog too: a modal hides the toast from screen readers while it is open.
  await expect(dialog.getByRole('alert')).toContainText('Password change failed');
  await expect(dialog.getByRole('alert')).toContainText(MSG.currentPasswordWrong);
});

test('a new name shows in the team of the hackathon dashboard without a reload', async ({ page, api, request }) => {
  const me = await api.registerParticipant({ participantType: 'hackathon', name: 'Hana Before' });
  await teamWithLongEmailMember(request, api, me);
  await useSession(page, me);
  await page.goto('/dashboard');
  const members = page.getByRole('list', { name: 'Team members' });
  await expect(members.getByText('Hana Before')).toBeVisible();

  await sections(page).filter({ hasText: 'Profile' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('Hana After');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: MSG.profileUpdated }).getByRole('button', { name: 'OK' }).click();

  await sections(page).filter({ hasText: 'Home' }).click();
  await expect(members.getByText('Hana After')).toBeVisible();
  await expect(members.getByText('Hana Before')).toHaveCount(0);
  await sections(page).filter({ hasText: 'Teams' }).click();
  await expect(members.getByText('Hana After')).toBeVisible();
});

test('a new name saved on /profile shows in the bootcamp team card on return, without a reload', async ({ page, api, request }) => {
  const me = await api.registerParticipant({ name: 'Bala Before' });
  await teamWithLongEmailMember(request, api, me);
  await useSession(page, me);
  await page.goto('/dashboard');
  const members = page.getByRole('list', { name: 'Team members' });
  await expect(members.getByText('Bala Before')).toBeVisible();

  // In-app navigation both ways: the team answer stays cached, as it would for a real user.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Full Name').fill('Bala After');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MSG.profileUpdated)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();

  await expect(members.getByText('Bala After')).toBeVisible();
  await expect(members.getByText('Bala Before')).toHaveCount(0);
});
