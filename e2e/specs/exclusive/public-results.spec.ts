import AxeBuilder from '@axe-core/playwright';
import { RESULTS_MSG } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';
import { adminToken } from '../../support/teams.ts';
import { assignTeams, createLedTeams, saveEvaluation } from '../../support/voting.ts';

// Publishing the results changes what every visitor sees, so this runs alone.
test.describe.configure({ mode: 'serial' });

test('the superadmin publishes the results; a visitor sees the winners and every project, and nothing before', async ({
  page,
  browser,
  request,
  api,
  signInAs,
}) => {
  test.slow();
  const prefix = `Res${Date.now().toString(36).slice(-4)}`;
  const [first, second] = await createLedTeams(api, request, prefix, 2);
  const judge = await api.createStaff('judge', `${prefix} Judge`);
  await assignTeams(request, judge.user._id, [first!.team._id, second!.team._id]);
  await saveEvaluation(request, judge.token, first!.team._id, 1, 10);
  await saveEvaluation(request, judge.token, second!.team._id, 1, 4);
  const token = await adminToken(request);
  const settings = (data: Record<string, boolean>) => request.put('/api/config/config', { headers: { authorization: `Bearer ${token}` }, data });
  const title = `${prefix} Soil Sensor`;
  await settings({ projectSubmissionEnabled: true });
  const saved = await request.put(`/api/teams/${first!.team._id}/project`, {
    headers: { authorization: `Bearer ${first!.leader.token}` },
    data: { title, summary: 'Cheap sensors tell farmers when to water.', repositoryUrl: 'https://example.org/soil', demoUrl: null, slidesUrl: null },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await settings({ projectSubmissionEnabled: false });

  // A visitor in a fresh browser: nothing is out yet.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/results');
  await expect(visitor.getByRole('heading', { name: RESULTS_MSG.notOut })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  try {
    await signInAs('superadmin');
    await page.goto('/dashboard?tab=results');
    const publish = page.getByRole('switch', { name: 'Publish results' });
    await expect(publish).not.toBeChecked();
    await publish.click();
    const question = page.getByRole('dialog', { name: 'Publish the results?' });
    await expect(question).toContainText('Scores and judges stay private');
    await question.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(RESULTS_MSG.published)).toBeVisible();
    await expect(publish).toBeChecked();

    // The ranking downloads as CSV from the same card.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export ranking (CSV)' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^results-\d{4}-\d{2}-\d{2}\.csv$/);

    await visitor.reload();
    const winners = visitor.getByRole('region', { name: 'Winners' });
    await expect(winners.getByRole('article').first()).toBeVisible();
    // The top three places; teams tied share a place, so other specs' judging may put more than
    // three cards here, each saying its place.
    const cards = await winners.getByRole('article').allTextContents();
    expect(cards.length).toBeGreaterThanOrEqual(1);
    for (const card of cards) expect(card).toMatch(/(1st|2nd|3rd) place/);
    await expect(winners.getByText('1st place').first()).toBeVisible();

    const projects = visitor.getByRole('region', { name: /Every project/ });
    await projects.getByRole('textbox', { name: 'Search projects by team or title' }).fill(title);
    const card = projects.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /Repository/ })).toHaveAttribute('href', 'https://example.org/soil');
    await expect(card.getByRole('link', { name: /Repository/ })).toHaveAttribute('target', '_blank');
    await expect(projects.getByText(first!.team.name)).toBeVisible();
    // No scores on the public page.
    await expect(visitor.getByText(/normali[sz]ed/i)).toHaveCount(0);

    // Phone width: nothing wider than the screen.
    await visitor.setViewportSize({ width: 375, height: 800 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each place badge reads at 4.5:1 in both themes (the 1st place's amber once measured 2.1:1).
    for (const colorScheme of ['light', 'dark'] as const) {
      await visitor.emulateMedia({ colorScheme });
      await expect(visitor.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const scan = await new AxeBuilder({ page: visitor }).include('section[aria-labelledby]').withRules(['color-contrast']).analyze();
      expect(
        scan.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
        `${colorScheme}: text under 4.5:1 on /results`,
      ).toEqual([]);
    }

    // Hidden again: the page says so at once.
    await publish.click();
    await page.getByRole('dialog', { name: 'Hide the results?' }).getByRole('button', { name: 'Hide results' }).click();
    await expect(publish).not.toBeChecked();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: RESULTS_MSG.notOut })).toBeVisible();
  } finally {
    await settings({ resultsPublished: false, projectSubmissionEnabled: false });
  }
});
