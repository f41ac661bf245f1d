import { ASSIGNMENT_MSG, JUDGE_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';
import { criterionGroup, scoreCriteria } from '../support/judging.ts';
import { assignTeams, createLedTeams } from '../support/voting.ts';

test('a judge scores three rounds for an assigned team and is refused another team', async ({ page, request, api, signInAs }) => {
  const judge = await signInAs('judge');
  const [mine, other] = await createLedTeams(api, request, 'Judged', 2);
  await assignTeams(request, judge.user._id, [mine!.team._id]);

  // A judge's dashboard is the evaluation list.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'HACKATHON EVALUATION' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(mine!.team.name) });
  await expect(row.getByText('Pending', { exact: true })).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(other!.team.name) })).toHaveCount(0);
  await row.getByRole('link', { name: `Evaluate ${mine!.team.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/judge/evaluate/${mine!.team._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: mine!.team.name })).toBeVisible();
  for (const [round, score] of [
    [1, 6],
    [2, 8],
    [3, 9],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(`^Round ${round}`) }).click();
    await expect(page.getByRole('heading', { name: `Round ${round}` })).toBeVisible();
    await scoreCriteria(page, [score, score, score, score]);
    await page.getByLabel('Feedback').fill(`Round ${round}: clear progress.`);
    await page.getByRole('button', { name: `Save round ${round}` }).click();
    await expect(page.getByText(JUDGE_MSG.saved).last()).toBeVisible();
    await expect(page.getByText(`Saved: ${score}.0/10`)).toBeVisible();
  }
  // Everything saved: leaving does not ask, and the list is a table at desktop width.
  await page.getByRole('link', { name: 'Back to your teams', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByRole('row', { name: new RegExp(mine!.team.name) })
    .getByRole('link', { name: `Evaluate ${mine!.team.name}` })
    .click();

  // Saved rounds come back with their feedback.
  await page.getByRole('tab', { name: /^Round 2/ }).click();
  await expect(criterionGroup(page, 'Impact').getByRole('radio', { name: '8', exact: true })).toBeChecked();
  await expect(page.getByLabel('Feedback')).toHaveValue('Round 2: clear progress.');

  await page.goto('/judge/overview');
  await expect(page.getByRole('heading', { name: 'Judge Overview' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(mine!.team.name) }).getByText('Completed')).toHaveCount(3);
  await page.getByRole('link', { name: 'Go to Evaluation' }).click();
  const scored = page.getByRole('row', { name: new RegExp(mine!.team.name) });
  for (const text of ['6/10', '8/10', '9/10']) await expect(scored.getByText(text, { exact: true })).toBeVisible();

  // Another team: the screen says so, and the server refuses the save itself.
  await page.goto(`/judge/evaluate/${other!.team._id}`);
  await expect(page.getByText(JUDGE_MSG.notAllowed)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  const res = await request.post(`/api/judge/evaluations/${other!.team._id}/1`, {
    headers: { authorization: `Bearer ${judge.token}` },
    data: { score: 10, feedback: '' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe(JUDGE_MSG.notAllowed);
});

test('a judge with no teams sees the empty state and can go back to the overview', async ({ page, signInAs }) => {
  await signInAs('judge');
  await page.goto('/evaluation/judge');
  await expect(page.getByText(JUDGE_MSG.noTeams)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Overview' }).click();
  await expect(page).toHaveURL(/\/judge\/overview$/);
  await expect(page.getByText(JUDGE_MSG.noTeams)).toBeVisible();
});

test('the superadmin assigns teams to a judge by team name and takes one off again', async ({ page, request, api, signInAs }) => {
  await signInAs('superadmin');
  const judgeName = `Justice ${Date.now().toString(36)}`;
  const judge = await api.createStaff('judge', judgeName);
  const prefix = `Assign${Date.now().toString(36).slice(-4)}`;
  const [a, b] = await createLedTeams(api, request, prefix, 2);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Judges Assigning' }).click();
  await page.getByRole('button', { name: 'Assign Teams' }).click();
  await expect(page.getByText(ASSIGNMENT_MSG.selectJudgeAndTeams)).toBeVisible();

  await page.getByLabel('Judge', { exact: true }).selectOption({ label: `${judgeName} (0 teams)` });
  await page.getByRole('textbox', { name: 'Filter teams by name' }).fill(prefix);
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await page.getByRole('checkbox', { name: new RegExp(a!.team.name) }).check();
  await page.getByRole('checkbox', { name: new RegExp(b!.team.name) }).check();
  await expect(page.getByText('2 teams selected')).toBeVisible();
  await page.getByRole('button', { name: 'Assign Teams' }).click();
  await expect(page.getByText(ASSIGNMENT_MSG.teamsAssigned)).toBeVisible();

  const card = page.getByRole('group', { name: judgeName });
  await expect(card.getByText(a!.team.name)).toBeVisible();
  await expect(card.getByText(b!.team.name)).toBeVisible();

  await card.getByRole('button', { name: `Remove ${a!.team.name} from ${judgeName}` }).click();
  await page.getByRole('dialog', { name: 'Remove team from judge?' }).getByRole('button', { name: 'Remove Team' }).click();
  await expect(page.getByText(ASSIGNMENT_MSG.teamsRemoved)).toBeVisible();
  await expect(card.getByText(a!.team.name)).toHaveCount(0);
  await expect(card.getByText(b!.team.name)).toBeVisible();

  const overview = await request.get('/api/judge/overview', { headers: { authorization: `Bearer ${judge.token}` } });
  expect((await overview.json()).data.map((t: { teamId: string }) => t.teamId)).toEqual([b!.team._id]);
});
