import { TEAM_MSG } from '@hackcamp/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createProblem, createTeamViaApi, uniqueTeamName } from '../support/teams.ts';

const sections = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' });
let n = 0;
const uniqueTitle = (prefix: string) => `${prefix} ${process.pid}-${Date.now().toString(36)}-${n++}`;

test('a refused join reloads the list, so the team that filled up meanwhile shows as full', async ({ page, request, api, signInAs }) => {
  const leader = await api.registerParticipant({ participantType: 'hackathon' });
  const name = uniqueTeamName('Almost Full');
  const team = await createTeamViaApi(request, leader.token, (await createProblem(request))._id, name);
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Join or Create Team' }).click();
  await page.getByRole('button', { name: /Join a Team/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Join a Team' });
  await dialog.getByRole('textbox', { name: 'Search teams' }).fill(name);
  const card = dialog.getByRole('article', { name });
  await expect(card.getByText('1/6 members')).toBeVisible();

  // Five others join while the list is on screen.
  for (let i = 0; i < 5; i++) {
    const other = await api.registerParticipant({ participantType: 'hackathon' });
    const res = await request.post(`/api/teams/${team._id}/join`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await card.getByRole('button', { name: `Join ${name}` }).click();
  await expect(page.getByText(TEAM_MSG.teamFull)).toBeVisible();
  await expect(card.getByText('6/6 members')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Team Full' })).toBeDisabled();
});

test('a problem that fills up while its Create Team form is open is refused, and its card then shows the limit', async ({ page, request, api, signInAs }) => {
  const title = uniqueTitle('Last seat');
  const problem = await createProblem(request, { title });
  for (let i = 0; i < 3; i++) {
    const leader = await api.registerParticipant({ participantType: 'hackathon' });
    await createTeamViaApi(request, leader.token, problem._id, uniqueTeamName('Early'));
  }
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await sections(page).getByRole('tab', { name: 'Problem Statements' }).click();
  // The debounced search has answered: from here on, only the refusal can reload the list.
  const searched = page.waitForResponse((r) => r.url().includes('/api/config/problems') && r.url().includes('search='));
  await page.getByRole('textbox', { name: 'Search problem statements' }).fill(title);
  await searched;
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('3/4 teams')).toBeVisible();
  await card.getByRole('button', { name: 'Select Problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Team for Problem Statement' });
  await dialog.getByLabel('Team Name').fill(uniqueTeamName('Late'));

  // The fourth team takes the last place while the form is on screen.
  const other = await api.registerParticipant({ participantType: 'hackathon' });
  await createTeamViaApi(request, other.token, problem._id, uniqueTeamName('Quicker'));
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog.getByText(TEAM_MSG.selectionLimit)).toBeVisible();
  // The list behind the form has been reloaded by the refusal itself, before the form closes
  // (found by its text: the open dialog hides the page from role queries).
  await expect(page.locator('[role="article"], article', { hasText: title }).getByText(TEAM_MSG.selectionLimitLabel)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Select Problem' })).toHaveCount(0);
});

test("Edit Team opens with the team's current problem statement chosen", async ({ page, request, signInAs }) => {
  const me = await signInAs('bootcamp');
  const problem = await createProblem(request);
  await createTeamViaApi(request, me.token, problem._id, uniqueTeamName('Editors'));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit Team' }).click();
  const select = page.getByRole('dialog', { name: 'Edit Team' }).getByLabel('Problem Statement');
  await expect(select).toHaveValue(problem._id);
  await expect(select.locator('option:checked')).toHaveText(new RegExp(`^${problem.title}`));
});

test("a full problem says 'SELECTION LIMIT REACHED', and one statement is counted in the singular", async ({ page, request, api, signInAs }) => {
  const title = uniqueTitle('Crowded campus');
  const problem = await createProblem(request, { title });
  for (let i = 0; i < 4; i++) {
    const leader = await api.registerParticipant({ participantType: 'hackathon' });
    await createTeamViaApi(request, leader.token, problem._id, uniqueTeamName('Crowd'));
  }
  await signInAs('bootcamp');
  await page.goto('/dashboard');
  await sections(page).getByRole('tab', { name: 'Problem Statements' }).click();
  await page.getByRole('textbox', { name: 'Search problem statements' }).fill(title);
  await expect(page.getByText('1 problem statement', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText(TEAM_MSG.selectionLimitLabel)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Select Problem' })).toHaveCount(0);
});

test("the last member leaving is told 'Successfully left the team!'", async ({ page, request, signInAs }) => {
  const me = await signInAs('bootcamp');
  await createTeamViaApi(request, me.token, (await createProblem(request))._id, uniqueTeamName('Solo'));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Leave Team' }).click();
  await page.getByRole('dialog', { name: 'Disband team?' }).getByRole('button', { name: 'Disband Team' }).click();
  await expect(page.getByText(TEAM_MSG.left)).toBeVisible();
  await expect(page.getByText('Not part of any team')).toBeVisible();
});

test('on the hackathon problems tab, emptying the search box lets the category alone filter again', async ({ page, request, signInAs }) => {
  const searched = uniqueTitle('Searched education idea');
  const other = uniqueTitle('Other health idea');
  await createProblem(request, { title: searched, domain: 'education' });
  await createProblem(request, { title: other, domain: 'health' });
  await signInAs('hackathon');
  await page.goto('/dashboard');
  await sections(page).getByRole('tab', { name: 'Problems' }).click();
  const box = page.getByRole('searchbox', { name: 'Search problem statements' }).or(page.getByRole('textbox', { name: 'Search problem statements' }));
  await box.fill(searched);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Problem Statements (1)' })).toBeVisible();
  await box.fill('');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('health');
  await expect(page.getByRole('article', { name: other })).toBeVisible();
  await expect(page.getByRole('article', { name: searched })).toHaveCount(0);
});
