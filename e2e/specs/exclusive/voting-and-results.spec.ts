import { JUDGE_MSG, VOTE_MSG } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { createProblem, createTeamViaApi, uniqueTeamName } from '../../support/teams.ts';
import { addTeammate, assignTeams, castVote, createLedTeams, otherTeamIds, saveEvaluation, setVoting } from '../../support/voting.ts';

// These tests open and close voting for the whole event, so they run alone.
test.describe.configure({ mode: 'serial' });

test('the admin opens voting; a leader votes on every other team and sees the completion message', async ({ page, request, api, signInAs }) => {
  const me = await signInAs('bootcamp');
  const problem = await createProblem(request);
  const mine = await createTeamViaApi(request, me.token, problem._id, uniqueTeamName('Voters'));
  // Teams of one may not vote.
  await addTeammate(api, request, mine._id, 'Voters Mate');
  const prefix = `Ballot${Date.now().toString(36).slice(-4)}`;
  const [first, second] = await createLedTeams(api, request, prefix, 2);

  await page.goto('/dashboard');
  const card = page.locator('[data-tour="team-card"]');
  await expect(card.getByText('Leader')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Team Voting' })).toHaveCount(0);

  await setVoting(request, true);
  try {
    // Every other team but the two made here already has my vote.
    const others = await otherTeamIds(request, me.token);
    for (const id of others.filter((id) => id !== first!.team._id && id !== second!.team._id)) await castVote(request, me.token, id, 4, 'Good work overall');

    await page.reload();
    await expect(card.getByRole('heading', { name: 'Team Voting' })).toBeVisible();
    await expect(card.getByText(`${others.length - 2} of ${others.length} teams rated`, { exact: false })).toBeVisible();
    await card.getByRole('button', { name: 'Vote on Teams' }).click();
    const voting = page.getByRole('dialog', { name: 'Team Voting' });
    await expect(voting.getByRole('listitem').first()).toBeVisible();
    expect(await voting.getByRole('list', { name: 'Teams to vote on' }).getByRole('listitem').count()).toBeLessThanOrEqual(6);

    // Two characters keep the list; three search.
    await voting.getByRole('textbox', { name: 'Search teams to vote on' }).fill(prefix.slice(0, 2));
    await voting.getByRole('textbox', { name: 'Search teams to vote on' }).fill(prefix);
    await expect(voting.getByRole('list', { name: 'Teams to vote on' }).getByRole('listitem')).toHaveCount(2);

    await voting.getByRole('button', { name: `Vote for ${first!.team.name}` }).click();
    const rate = page.getByRole('dialog', { name: `Rate ${first!.team.name}` });
    await expect(rate.getByText('5/5 · Excellent')).toBeVisible();
    await rate.getByRole('button', { name: 'Submit Vote' }).click();
    await expect(rate.getByText(VOTE_MSG.commentRequired)).toBeVisible();
    await rate
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '3 - Good' }) })
      .click();
    await expect(rate.getByText('3/5 · Good')).toBeVisible();
    await rate.getByLabel('Comment').fill('Solid idea, the demo needs polish.');
    await rate.getByRole('button', { name: 'Submit Vote' }).click();
    await expect(page.getByText(VOTE_MSG.submitted)).toBeVisible();
    await expect(voting.getByRole('button', { name: `Change your vote for ${first!.team.name}` })).toBeVisible();
    await expect(voting).toBeVisible();

    await voting.getByRole('button', { name: `Vote for ${second!.team.name}` }).click();
    await page.getByLabel('Comment').fill('Great demo, clear pitch.');
    await page.getByRole('button', { name: 'Submit Vote' }).click();
    // The last vote closes the modal by itself, with the spec's congratulations.
    await expect(page.getByText(VOTE_MSG.completed)).toBeVisible();
    await expect(voting).toBeHidden();
    await expect(card.getByRole('button', { name: VOTE_MSG.completedLabel })).toBeVisible();

    // Votes can still be changed while voting is open.
    await card.getByRole('button', { name: VOTE_MSG.completedLabel }).click();
    await voting.getByRole('textbox', { name: 'Search teams to vote on' }).fill(prefix);
    await voting.getByRole('button', { name: `Change your vote for ${first!.team.name}` }).click();
    const change = page.getByRole('dialog', { name: `Rate ${first!.team.name}` });
    await expect(change.getByLabel('Comment')).toHaveValue('Solid idea, the demo needs polish.');
    await change
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 - Excellent' }) })
      .click();
    await change.getByRole('button', { name: 'Update Vote' }).click();
    await expect(page.getByText(VOTE_MSG.updated)).toBeVisible();
    const check = await request.get(`/api/votes/teams/${first!.team._id}/check-vote`, { headers: { authorization: `Bearer ${me.token}` } });
    expect((await check.json()).data.vote).toMatchObject({ rating: 5, comment: 'Solid idea, the demo needs polish.' });
  } finally {
    await setVoting(request, false);
  }

  // Closed: no entry, and the server refuses at once.
  await page.reload();
  await expect(card.getByText('Leader')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Team Voting' })).toHaveCount(0);
  const refused = await request.put(`/api/votes/teams/${first!.team._id}/vote`, {
    headers: { authorization: `Bearer ${me.token}` },
    data: { rating: 1, comment: 'Too late' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(VOTE_MSG.votingClosed);
});

test('the admin sees the votes and the judge-normalised results', async ({ page, request, api, signInAs }) => {
  const prefix = `Podium${Date.now().toString(36).slice(-4)}`;
  const rows = await createLedTeams(api, request, prefix, 6);
  const [A, B, C, D, E, F] = rows.map((r) => r.team);
  const harsh = await api.createStaff('judge', `Harsh ${prefix}`);
  const lenient = await api.createStaff('judge', `Lenient ${prefix}`);
  await assignTeams(request, harsh.user._id, [A!._id, B!._id, C!._id]);
  await assignTeams(request, lenient.user._id, [D!._id, E!._id, F!._id]);
  // The harsh judge's best team (6 of 10) stands out more than the lenient judge's (9 of 10).
  for (const [judge, team, score] of [
    [harsh, A, 6],
    [harsh, B, 3],
    [harsh, C, 3],
    [lenient, D, 9],
    [lenient, E, 9],
    [lenient, F, 7],
  ] as const) {
    await saveEvaluation(request, judge.token, team!._id, 1, score, 'Round one notes');
  }
  await setVoting(request, true);
  try {
    await castVote(request, rows[1]!.leader.token, A!._id, 5, 'Best of the day');
    await castVote(request, rows[2]!.leader.token, A!._id, 4, 'Neat and working');
    await castVote(request, rows[0]!.leader.token, D!._id, 2, 'Did not run for us');
  } finally {
    await setVoting(request, false);
  }

  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Votes' }).click();
  await expect(page.getByText('Total Votes')).toBeVisible();
  await expect(page.getByText('Teams Without Votes')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search teams' }).fill(prefix);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(7);
  // Sorted by votes, most first: A has two.
  await expect(table.getByRole('row').nth(1)).toContainText(A!.name);
  await expect(table.getByRole('row').nth(1)).toContainText('4.50');
  await page.getByLabel('Sort by').selectOption('rating');
  await page.getByRole('button', { name: /Descending/ }).click();
  await expect(table.getByRole('row').nth(6)).toContainText(A!.name);

  await table.getByRole('button', { name: new RegExp(A!.name) }).click();
  const votes = page.getByRole('region', { name: `Votes for ${A!.name}` });
  await expect(votes.getByText('Best of the day')).toBeVisible();
  await expect(votes.getByText(rows[1]!.leader.user.name)).toBeVisible();
  await expect(votes.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Members of ${A!.name}` }).getByText(rows[0]!.leader.user.name)).toBeVisible();

  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByText(JUDGE_MSG.normalisedExplained)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search results by team name' }).fill(prefix);
  const ranking = page.getByRole('table').filter({ hasText: 'Raw mean' });
  await expect(ranking.getByRole('row')).toHaveCount(7);
  // Normalised, the harsh judge's best team leads although its raw mean (6.00) is below D's (9.00).
  await expect(ranking.getByRole('row').nth(1)).toContainText(A!.name);
  await expect(ranking.getByRole('row').nth(1)).toContainText('6.00');
  await expect(ranking.getByRole('row').nth(1)).toContainText('+1.41');
  await expect(ranking.getByRole('row').nth(2)).toContainText(D!.name);
  await expect(ranking.getByRole('row').nth(2)).toContainText('9.00');
  await expect(ranking.getByRole('row').nth(1)).toContainText(`Harsh ${prefix}: round 2, 3`);
});
