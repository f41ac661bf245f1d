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
    const res = await request.post('/api/teams', {
      headers: { authorization: `Bearer ${me.token}` },
      data: { name: 'Sneaky Team', problemStatement: '00000000-0000-4000-8000-000000000000' },
    });
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

test('while formation is off a leader is offered no edit or removal, but can still leave', async ({ page, request, api, signInAs }) => {
  const me = await signInAs('bootcamp');
  const mate = await api.registerParticipant({ name: 'Mate Mohan' });
  const problem = await createProblem(request);
  const team = await createTeamViaApi(request, me.token, problem._id, uniqueTeamName('Frozen'));
  const join = await request.post(`/api/teams/${team._id}/join`, { headers: { authorization: `Bearer ${mate.token}` } });
  expect(join.status()).toBe(200);

  await page.goto('/dashboard');
  const card = page.locator('[data-tour="team-card"]');
  await expect(card.getByText(team.name)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit Team' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove Mate Mohan' })).toBeVisible();

  await setTeamFormation(request, false);
  try {
    await page.reload();
    await expect(card.getByText(team.name)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit Team' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Remove Mate Mohan' })).toHaveCount(0);
    await expect(card.getByText('Team formation is closed, so the team cannot be edited for now.', { exact: false })).toBeVisible();
    const kick = await request.delete(`/api/teams/${team._id}/members/${mate.user._id}`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(kick.status()).toBe(403);
    expect((await kick.json()).message).toBe(TEAM_MSG.formationDisabledServer);

    // Leaving stays open: the leader goes and the team passes to the remaining member.
    await card.getByRole('button', { name: 'Leave Team' }).click();
    await page.getByRole('dialog', { name: 'Leave team?' }).getByRole('button', { name: 'Leave Team' }).click();
    await expect(page.getByText(TEAM_MSG.leftWithTransfer)).toBeVisible();
    await expect(card.getByText('Not part of any team')).toBeVisible();
  } finally {
    await setTeamFormation(request, true);
  }
});
