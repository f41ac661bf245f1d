import { TEAM_MSG } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { createProblem, createTeamViaApi, setTeamFormation, uniqueTeamName } from '../../support/teams.ts';

test('when the admin switches team formation off, participants see it and the server refuses', async ({ page, request, signInAs }) => {
  const me = await signInAs('bootcamp');
  await setTeamFormation(request, false);
  try {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Join or Create Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Team Formation' });
    await expect(dialog.getByText('Team Formation Disabled', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Team formation will be available soon. Please check back later.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Create a Team/ })).toHaveCount(0);
    const res = await request.post('/api/teams', { headers: { authorization: `Bearer ${me.token}` }, data: { name: 'Sneaky Team', problemStatement: '00000000-0000-4000-8000-000000000000' } });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe(TEAM_MSG.formationDisabledServer);
  } finally {
    await setTeamFormation(request, true);
  }
  await page.reload();
  await page.getByRole('button', { name: 'Join or Create Team' }).click();
  await expect(page.getByRole('button', { name: /Create a Team/ })).toBeVisible();
});

test('a hackathon-only participant is told, and offered no create or join, while formation is off', async ({ page, request, api, signInAs }) => {
  const leader = await api.registerParticipant({ participantType: 'hackathon' });
  const problem = await createProblem(request);
  const team = await createTeamViaApi(request, leader.token, problem._id, uniqueTeamName('Switch'));
  await signInAs('hackathon');
  await setTeamFormation(request, false);
  try {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Teams' }).click();
    await expect(page.getByRole('status').filter({ hasText: TEAM_MSG.formationDisabled })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search teams' }).fill(team.name);
    await expect(page.getByRole('button', { name: `Join ${team.name}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Create Team', exact: true })).toHaveCount(0);
  } finally {
    await setTeamFormation(request, true);
  }
  await page.reload();
  await page.getByRole('tab', { name: 'Teams' }).click();
  await page.getByRole('textbox', { name: 'Search teams' }).fill(team.name);
  await expect(page.getByRole('button', { name: `Join ${team.name}` })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Create Team', exact: true })).toBeVisible();
});
