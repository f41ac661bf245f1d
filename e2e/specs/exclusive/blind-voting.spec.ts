import { VOTE_MSG } from '@hackcamp/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { adminToken, createProblem, createTeamViaApi, uniqueTeamName } from '../../support/teams.ts';
import { addTeammate, castVote, createLedTeams, setVoting } from '../../support/voting.ts';

// Voting and blind voting are event-wide switches: this runs alone and turns both off at the end.
test.describe.configure({ mode: 'serial' });

async function setBlindVoting(request: APIRequestContext, enabled: boolean) {
  const res = await request.put('/api/config/config', { headers: { authorization: `Bearer ${await adminToken(request)}` }, data: { blindVoting: enabled } });
  expect(res.status(), await res.text()).toBe(200);
}

test('with blind voting on, a leader sees a team’s average only after rating it', async ({ page, request, api, signInAs }) => {
  const me = await signInAs('hackathon');
  const problem = await createProblem(request);
  const mine = await createTeamViaApi(request, me.token, problem._id, uniqueTeamName('Blind Home'));
  await addTeammate(api, request, mine._id, 'Blind Mate');
  const prefix = `Blind${Date.now().toString(36).slice(-4)}`;
  const [rated, unrated] = await createLedTeams(api, request, prefix, 2);

  await setVoting(request, true);
  try {
    await castVote(request, unrated!.leader.token, rated!.team._id, 4, 'Clear pitch');
    await setBlindVoting(request, true);

    await page.goto('/dashboard');
    const card = page.locator('[data-tour="team-card"]');
    await card.getByRole('button', { name: 'Vote on Teams' }).click();
    const voting = page.getByRole('dialog', { name: 'Team Voting' });
    await voting.getByRole('textbox', { name: 'Search teams to vote on' }).fill(prefix);
    const list = voting.getByRole('list', { name: 'Teams to vote on' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const row = list.getByRole('listitem').filter({ hasText: rated!.team.name });
    await expect(row.getByText(VOTE_MSG.blindHidden)).toBeVisible();
    await expect(row.getByText('1 vote')).toHaveCount(0);

    await row.getByRole('button', { name: `Vote for ${rated!.team.name}` }).click();
    const rate = page.getByRole('dialog', { name: `Rate ${rated!.team.name}` });
    await rate.getByLabel('Comment').fill('Worked end to end.');
    await rate.getByRole('button', { name: 'Submit Vote' }).click();
    await expect(page.getByText(VOTE_MSG.submitted)).toBeVisible();

    // Rated: the numbers show (4 and my 5); the team not rated yet stays hidden.
    await expect(row.getByText('4.50')).toBeVisible();
    await expect(row.getByText('2 votes')).toBeVisible();
    await expect(row.getByText(VOTE_MSG.blindHidden)).toHaveCount(0);
    await expect(list.getByRole('listitem').filter({ hasText: unrated!.team.name }).getByText(VOTE_MSG.blindHidden)).toBeVisible();
  } finally {
    await setBlindVoting(request, false);
    await setVoting(request, false);
  }
});
