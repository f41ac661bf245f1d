import { JUDGE_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';
import { criterionGroup, pageWidth, scoreCriteria } from '../support/judging.ts';
import { assignTeams, createLedTeams } from '../support/voting.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone a judge scores a round by criteria, keeps a draft across rounds and sees the score in the list', async ({ page, request, api, signInAs }) => {
  const judge = await signInAs('judge');
  const [mine, next] = await createLedTeams(api, request, `Phone${Date.now().toString(36).slice(-4)}`, 2);
  await assignTeams(request, judge.user._id, [mine!.team._id, next!.team._id]);

  // The list is a card per team with the Evaluate button in view, no sideways scrolling.
  await page.goto('/evaluation/judge');
  const cards = page.getByRole('list', { name: 'Your teams and your score for each round' });
  const card = cards.getByRole('listitem').filter({ hasText: mine!.team.name });
  await expect(card.getByText('No project yet')).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toHaveCount(3);
  const evaluate = card.getByRole('link', { name: `Evaluate ${mine!.team.name}` });
  await expect(evaluate).toBeInViewport();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await evaluate.click();

  await expect(page.getByRole('heading', { level: 1, name: mine!.team.name })).toBeVisible();
  await expect(page.getByText('The team has not submitted its project yet.')).toBeVisible();
  await expect(page.getByText('Problem statement')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Round 1 · To score' })).toHaveAttribute('aria-selected', 'true');

  // Scores per criterion; the round score follows as the server will compute it: (8+7+6+9)/4.
  await scoreCriteria(page, [8, 7, 6, 9]);
  await expect(page.getByText('Round score 7.5 / 10')).toBeVisible();
  await page.getByLabel('Feedback').fill('Clear pitch, the demo crashed once.');
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  // Another round and back: what was typed is still there.
  await page.getByRole('tab', { name: /^Round 2/ }).click();
  await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
  await expect(page.getByText('score every criterion')).toBeVisible();
  await page.getByRole('tab', { name: /^Round 1/ }).click();
  await expect(criterionGroup(page, 'Innovation').getByRole('radio', { name: '8', exact: true })).toBeChecked();
  await expect(criterionGroup(page, 'Presentation').getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await expect(page.getByLabel('Feedback')).toHaveValue('Clear pitch, the demo crashed once.');

  // The keyboard works too: an arrow key moves within a criterion's choices.
  await criterionGroup(page, 'Impact').getByRole('radio', { name: '6', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(criterionGroup(page, 'Impact').getByRole('radio', { name: '7', exact: true })).toBeChecked();
  await expect(page.getByText('Round score 7.8 / 10')).toBeVisible();

  await page.getByRole('button', { name: 'Save round 1' }).click();
  await expect(page.getByText(JUDGE_MSG.saved).first()).toBeVisible();
  await expect(page.getByText('Saved: 7.8/10')).toBeVisible();
  // Focus moves on to what is left to do, not to the page body.
  await expect(page.getByRole('button', { name: 'Score round 2' })).toBeFocused();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  // Unsaved typing in round 2 asks before leaving.
  await page.getByRole('button', { name: 'Score round 2' }).click();
  await criterionGroup(page, 'Innovation').getByText('5', { exact: true }).click();
  await page.getByRole('link', { name: 'Back to your teams', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/judge/evaluate/${mine!.team._id}$`));
  await page.getByRole('link', { name: 'Back to your teams', exact: true }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave anyway' }).click();

  await expect(page).toHaveURL(/\/evaluation\/judge$/);
  const scored = page.getByRole('list', { name: 'Your teams and your score for each round' }).getByRole('listitem').filter({ hasText: mine!.team.name });
  await expect(scored.getByText('7.8/10', { exact: true })).toBeVisible();
  await expect(scored.getByText('Pending', { exact: true })).toHaveCount(2);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
