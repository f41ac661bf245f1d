import { MSG, TASK_MSG, TEAM_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';
import { createProblem, createTeamViaApi, uniqueTeamName } from '../support/teams.ts';

// A real PNG, so the browser decodes and resizes it like a photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a hackathon-only participant finds and joins a team, edits name and picture, and sees no bootcamp parts', async ({ page, api, request, signInAs }) => {
  const problem = await createProblem(request, { domain: 'health' });
  const other = await createProblem(request, { domain: 'sports' });
  const leader = await api.registerParticipant({ name: 'Hack Leader' });
  const teamName = uniqueTeamName('Hackers');
  await createTeamViaApi(request, leader.token, problem._id, teamName);
  await createTeamViaApi(request, (await api.registerParticipant()).token, other._id, uniqueTeamName('Decoy'));

  const me = await signInAs('hackathon');
  await page.goto('/dashboard');
  await expect(page.getByText('Hackathon Participant').first()).toBeVisible();
  await expect(page.getByText('Team Status')).toBeVisible();
  await expect(page.getByText('No team', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Teams' }).click();
  await page.getByRole('combobox', { name: 'Filter by problem statement' }).selectOption({ label: problem.title });
  await page.getByRole('textbox', { name: 'Search teams' }).fill(teamName.split(' ')[0]!);
  const card = page.getByRole('article', { name: teamName });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: /Decoy/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Join ${teamName}` }).click();
  await expect(page.getByText(TEAM_MSG.joined)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' }).getByText('Hack Leader')).toBeVisible();

  await page.getByRole('tab', { name: 'Problems' }).click();
  await expect(page.getByText("Your Team's Problem")).toBeVisible();
  await expect(page.getByRole('article', { name: problem.title }).getByText('Selected', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expect(page.getByText('Hackathon Only')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('Renamed Hacker');
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: MSG.profileUpdated })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Renamed Hacker!' })).toBeVisible();
  const picture = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).profilePicture as string);
  expect(picture).toMatch(/^\/api\/avatars\//);
  expect((await request.get(picture)).headers()['content-type']).toMatch(/^image\//);

  for (const bootcampOnly of ['Tasks', 'Leaderboard', 'Attendance']) {
    await expect(page.getByRole('tab', { name: bootcampOnly })).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.getByText(/attendance calendar|submit task/i)).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Dashboard' })).toBeVisible();
  await expect(page.getByText('Hackathon only', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ points/)).toHaveCount(0);

  const tasks = await request.get('/api/tasks', { headers: { authorization: `Bearer ${me.token}` } });
  expect(tasks.status()).toBe(403);
  expect((await tasks.json()).message).toBe(TASK_MSG.hackathonOnly);
});

test('mentors can be searched with Enter, 12 per page', async ({ page, api, signInAs }) => {
  const stamp = Date.now().toString(36);
  for (let i = 0; i < 13; i++) await api.createStaff('mentor', `Mentor ${stamp} ${String(i).padStart(2, '0')}`);
  await signInAs('hackathon');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Mentors' }).click();
  const search = page.getByRole('textbox', { name: 'Search mentors' });
  await search.fill(stamp);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: `Mentor ${stamp} 00` })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`Mentor ${stamp}`) })).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Mentor pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Mentor ${stamp}`) })).toHaveCount(1);
});
