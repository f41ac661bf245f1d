import { JUDGE_MSG } from '@hackcamp/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { openAs } from '../../support/live.ts';
import { pageWidth } from '../../support/judging.ts';
import { assignTeams, createLedTeams, saveEvaluation } from '../../support/voting.ts';

test.use({ viewport: { width: 375, height: 812 } });

type RoundState = { round: number; open: boolean; missing: number };

/** Rounds are event-wide: this closes round 3 for everybody, so it runs alone and reopens it at the end. */
test('closing a round asks first and says how many evaluations are still missing; the judge sees it Closed', async ({
  page,
  browser,
  request,
  api,
  signInAs,
}) => {
  test.setTimeout(60_000);
  // Other specs left assignments behind: count what this test adds to the server's own number.
  const missingBefore = (await api.asAdmin<{ rounds: RoundState[] }>('GET', '/api/judging/rounds')).rounds[2]!.missing;
  const judge = await api.createStaff('judge', 'Closing Judge');
  const teams = await createLedTeams(api, request, `Close${Date.now().toString(36).slice(-4)}`, 3);
  await assignTeams(
    request,
    judge.user._id,
    teams.map((t) => t.team._id),
  );
  const [first] = teams.map((t) => t.team._id);
  await saveEvaluation(request, judge.token, first!, 1, 7);
  await saveEvaluation(request, judge.token, first!, 2, 7);
  try {
    await signInAs('superadmin');
    // Straight to the section: on a phone the admin's sections sit in groups.
    await page.goto('/dashboard?tab=judge-assignment');
    const section = page.getByRole('region', { name: 'Judging' });
    const round3 = section.getByRole('switch', { name: 'Round 3' });
    await expect(round3).toBeChecked();

    // A score saved after the page loaded still counts: the question counts afresh.
    await saveEvaluation(request, judge.token, teams[1]!.team._id, 3, 6);
    await round3.click();
    const ask = page.getByRole('dialog', { name: 'Close round 3?' });
    const expected = missingBefore + 2;
    await expect(ask).toContainText(`${expected} ${expected === 1 ? 'evaluation is' : 'evaluations are'} still missing for round 3`);
    // Cancel leaves it open.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(round3).toBeChecked();
    expect((await api.asAdmin<{ rounds: RoundState[] }>('GET', '/api/judging/rounds')).rounds[2]!.open).toBe(true);

    await round3.click();
    await ask.getByRole('button', { name: 'Close round 3' }).click();
    await expect(page.getByText(JUDGE_MSG.roundClosedNow(3)).first()).toBeVisible();
    await expect(round3).not.toBeChecked();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    // The judge: Round 3 says Closed; a team with rounds 1-2 saved lands on it (nothing open left to
    // score), and all three tabs still fit the phone.
    const theirs = await openAs(browser, judge, { viewport: { width: 375, height: 812 } });
    await theirs.page.goto(`/judge/evaluate/${first}`);
    const tab3 = theirs.page.getByRole('tab', { name: 'Round 3 · Closed' });
    await expect(tab3).toHaveAttribute('aria-selected', 'true');
    await expect(theirs.page.getByText(JUDGE_MSG.roundClosed(3))).toBeVisible();
    await expect(theirs.page.getByRole('tab', { name: 'Round 1 · Scored' })).toBeVisible();
    await expectTabsInside(theirs.page);
    // A team with round 1 to score opens there, not on the closed round.
    await theirs.page.goto(`/judge/evaluate/${teams[2]!.team._id}`);
    await expect(theirs.page.getByRole('tab', { name: 'Round 1 · To score' })).toHaveAttribute('aria-selected', 'true');
    await expect(theirs.page.getByRole('tab', { name: 'Round 3 · Closed' })).toBeVisible();
    await theirs.page.goto('/judge/overview');
    await expect(theirs.page.getByRole('list', { name: 'Teams left to score per round' }).getByRole('listitem')).toHaveText([
      'Round 1 · 2 teams left',
      'Round 2 · 2 teams left',
      'Round 3 · closed',
    ]);
    await theirs.close();

    // Opening needs no question.
    await round3.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(round3).toBeChecked();
  } finally {
    await api.asAdmin('PUT', '/api/judging/rounds/3', { open: true });
  }
});

async function expectTabsInside(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Rounds' }).getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
}
