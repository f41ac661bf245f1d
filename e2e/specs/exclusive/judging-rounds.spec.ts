import { JUDGE_MSG } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { openAs } from '../../support/live.ts';
import { scoreCriteria } from '../../support/judging.ts';
import { assignTeams, createLedTeams } from '../../support/voting.ts';

/** Rounds are event-wide: this closes one for everybody, so it runs alone and reopens it at the end. */
test('the superadmin closes round 2: the judge sees it closed and cannot save it; reopened, it saves', async ({ page, browser, request, api, signInAs }) => {
  const judge = await api.createStaff('judge', 'Round Judge');
  const [row] = await createLedTeams(api, request, `Rounds${Date.now().toString(36).slice(-4)}`, 1);
  await assignTeams(request, judge.user._id, [row!.team._id]);
  try {
    await signInAs('superadmin');
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Judges Assigning' }).click();
    const section = page.getByRole('region', { name: 'Judging' });
    const round2 = section.getByRole('switch', { name: 'Round 2' });
    await expect(round2).toBeChecked();
    await round2.click();
    await page.getByRole('dialog', { name: 'Close round 2?' }).getByRole('button', { name: 'Close round 2' }).click();
    await expect(page.getByText(JUDGE_MSG.roundClosedNow(2)).first()).toBeVisible();
    await expect(round2).not.toBeChecked();

    const theirs = await openAs(browser, judge);
    await theirs.page.goto(`/judge/evaluate/${row!.team._id}`);
    await expect(theirs.page.getByRole('tab', { name: 'Round 2 · Closed' })).toBeVisible();
    await theirs.page.getByRole('tab', { name: /^Round 2/ }).click();
    await expect(theirs.page.getByText(JUDGE_MSG.roundClosed(2))).toBeVisible();
    await expect(theirs.page.getByRole('button', { name: 'Save round 2' })).toHaveCount(0);
    await expect(theirs.page.getByRole('radio', { name: '7', exact: true }).first()).toBeDisabled();
    // The server refuses it too, whatever the screen shows.
    const refused = await request.post(`/api/judge/evaluations/${row!.team._id}/2`, {
      headers: { authorization: `Bearer ${judge.token}` },
      data: { score: 7, feedback: '' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(JUDGE_MSG.roundClosed(2));

    // Reopened (no question: opening takes nothing away): the judge's screen follows without a reload, and the round saves.
    await round2.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(round2).toBeChecked();
    await expect(theirs.page.getByRole('tab', { name: 'Round 2 · To score' })).toBeVisible();
    await scoreCriteria(theirs.page, [7, 7, 7, 7]);
    await theirs.page.getByRole('button', { name: 'Save round 2' }).click();
    await expect(theirs.page.getByText('Saved: 7.0/10')).toBeVisible();
    await theirs.close();
  } finally {
    await api.asAdmin('PUT', '/api/judging/rounds/2', { open: true });
  }
});
