import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { JUDGE_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';
import { criterionGroup, pageWidth, scoreCriteria } from '../support/judging.ts';
import { settled } from '../support/lived-in.ts';
import { assignTeams, createLedTeams, saveEvaluation } from '../support/voting.ts';

test.use({ viewport: { width: 375, height: 812 } });

const roundTabs = (page: Page) => page.getByRole('tablist', { name: 'Rounds' }).getByRole('tab');

/** Every round tab lies inside the phone's width, none cut off or scrolled away. */
async function expectTabsFit(page: Page) {
  await expect(roundTabs(page)).toHaveCount(3);
  // Below the project on a phone: scrolled to, the bar shows all three at once.
  await page.getByRole('tablist', { name: 'Rounds' }).scrollIntoViewIfNeeded();
  for (const tab of await roundTabs(page).all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
}

test('a judge lands on the first round still to score, and changing a saved round is a deliberate update', async ({ page, request, api, signInAs }) => {
  const judge = await signInAs('judge');
  const [team] = await createLedTeams(api, request, `Land${Date.now().toString(36).slice(-4)}`, 1);
  const teamId = team!.team._id;
  await assignTeams(request, judge.user._id, [teamId]);
  await saveEvaluation(request, judge.token, teamId, 1, 6, 'Round 1 notes');
  await saveEvaluation(request, judge.token, teamId, 2, 7, 'Round 2 notes');

  // Rounds 1 and 2 saved: Evaluate opens on Round 3, and the tabs say what each round needs.
  await page.goto(`/judge/evaluate/${teamId}`);
  await expect(page.getByRole('tab', { name: 'Round 3 · To score' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Round 1 · Scored' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tab', { name: 'Round 2 · Scored' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Round 3', exact: true })).toBeVisible();
  await expect(page.getByText('Not scored yet')).toBeVisible();
  await expectTabsFit(page);

  await scoreCriteria(page, [9, 9, 8, 8]);
  await page.getByRole('button', { name: 'Save round 3' }).click();
  await expect(page.getByText(JUDGE_MSG.saved).first()).toBeVisible();
  await expect(page.getByText('Saved: 8.5/10')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Round 3 · Scored' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All rounds scored: back to your teams' })).toBeFocused();

  // All three saved: it opens on the last round, shown as scored and locked.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Round 3 · Scored' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Saved: 8.5/10')).toBeVisible();
  await expect(page.getByText('You have scored round 3.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Save|Update) round 3$/ })).toHaveCount(0);
  await expect(criterionGroup(page, 'Innovation').getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await expect(criterionGroup(page, 'Innovation').getByRole('radio', { name: '9', exact: true })).toBeDisabled();
  await expectTabsFit(page);

  // Round 1, saved before, is locked too: a tap cannot overwrite it.
  await page.getByRole('tab', { name: 'Round 1 · Scored' }).click();
  await expect(page.getByText('Saved: 6.0/10')).toBeVisible();
  await expect(criterionGroup(page, 'Impact').getByRole('radio', { name: '3', exact: true })).toBeDisabled();

  // Changing it is a choice, and its button says it updates; "Keep the saved score" drops the change.
  await page.getByRole('tab', { name: 'Round 3 · Scored' }).click();
  await page.getByRole('button', { name: 'Change round 3 score' }).click();
  await expect(page.getByText("You are changing round 3's saved score: saving replaces it.")).toBeVisible();
  await expect(criterionGroup(page, 'Innovation').getByRole('radio', { name: '9', exact: true })).toBeFocused();
  await criterionGroup(page, 'Innovation').getByText('3', { exact: true }).click();
  await page.getByRole('button', { name: 'Keep the saved score' }).click();
  await expect(criterionGroup(page, 'Innovation').getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await expect(criterionGroup(page, 'Innovation').getByRole('radio', { name: '9', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Change round 3 score' }).click();
  await scoreCriteria(page, [10, 10, 10, 10]);
  await expect(page.getByRole('button', { name: 'Save round 3' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Update round 3' }).click();
  await expect(page.getByText('Saved: 10.0/10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change round 3 score' })).toBeVisible();
  const stored = await request.get(`/api/judge/evaluations/${teamId}/3`, { headers: { authorization: `Bearer ${judge.token}` } });
  expect((await stored.json()).data.score).toBe(10);
});

test("the judge's lists say per round how many teams are left to score", async ({ page, request, api, signInAs }) => {
  const judge = await signInAs('judge');
  const teams = await createLedTeams(api, request, `Left${Date.now().toString(36).slice(-4)}`, 3);
  const [a, b] = teams.map((t) => t.team._id);
  await assignTeams(
    request,
    judge.user._id,
    teams.map((t) => t.team._id),
  );
  await saveEvaluation(request, judge.token, a!, 1, 7);
  await saveEvaluation(request, judge.token, a!, 2, 7);
  await saveEvaluation(request, judge.token, b!, 1, 7);

  for (const path of ['/judge/overview', '/evaluation/judge']) {
    await page.goto(path);
    const left = page.getByRole('list', { name: 'Teams left to score per round' });
    await expect(left.getByRole('listitem')).toHaveText(['Round 1 · 1 team left', 'Round 2 · 2 teams left', 'Round 3 · 3 teams left']);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  }

  // Scoring the last team's round 1 from the screen: the count follows, to "all scored".
  await page.goto(`/judge/evaluate/${teams[2]!.team._id}`);
  await expect(page.getByRole('tab', { name: 'Round 1 · To score' })).toHaveAttribute('aria-selected', 'true');
  await scoreCriteria(page, [5, 5, 5, 5]);
  await page.getByRole('button', { name: 'Save round 1' }).click();
  await expect(page.getByText('Saved: 5.0/10')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your teams', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Teams left to score per round' }).getByRole('listitem')).toHaveText([
    'Round 1 · all scored',
    'Round 2 · 2 teams left',
    'Round 3 · 3 teams left',
  ]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the judge's overview and Evaluate pass an accessibility scan at 375 px (${colorScheme})`, async ({ page, request, api, signInAs }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    const judge = await signInAs('judge');
    const [team, other] = await createLedTeams(api, request, `Axe${colorScheme}${Date.now().toString(36).slice(-4)}`, 2);
    await assignTeams(request, judge.user._id, [team!.team._id, other!.team._id]);
    await saveEvaluation(request, judge.token, team!.team._id, 1, 8, 'Good start');

    const scan = async (where: string) => {
      await settled(page);
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        where,
      ).toEqual([]);
    };
    await page.goto('/judge/overview');
    await expect(page.getByRole('list', { name: 'Teams left to score per round' })).toBeVisible();
    await scan('/judge/overview');
    await page.goto('/evaluation/judge');
    await expect(page.getByRole('list', { name: 'Teams left to score per round' })).toBeVisible();
    await scan('/evaluation/judge');
    await page.goto(`/judge/evaluate/${team!.team._id}`);
    await expect(page.getByRole('tab', { name: 'Round 2 · To score' })).toHaveAttribute('aria-selected', 'true');
    await scan('Evaluate, a round to score');
    await page.getByRole('tab', { name: 'Round 1 · Scored' }).click();
    await expect(page.getByRole('button', { name: 'Change round 1 score' })).toBeVisible();
    await scan('Evaluate, a saved round');
  });
}
