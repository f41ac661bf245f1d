import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { adminToken } from '../../support/teams.ts';

async function showParticipantEmails(request: APIRequestContext, on: boolean) {
  const res = await request.put('/api/config/config', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { showParticipantEmails: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Issue 42, item 2: a participant's leaderboard shows no other participant's email; the
// organiser's "Show participant emails" brings them back, on screens already open. Put back off.
test("a participant's leaderboard: no emails, then the organiser's switch brings them back", async ({ page, api, request, signInAs }) => {
  test.setTimeout(90_000);
  const t = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const other = await api.registerParticipant({ name: `Meera Pillai ${t}` });
  const me = await signInAs('bootcamp');

  try {
    await showParticipantEmails(request, false);
    await page.goto('/leaderboard');
    const search = page.getByLabel('Search participants');
    await expect(search).toHaveAttribute('placeholder', 'Search by name...');
    await search.fill(`Meera Pillai ${t}`);
    const list = page.getByRole('list', { name: 'Ranking of participants' });
    const row = list.getByRole('listitem').filter({ hasText: other.user.name });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('@');

    // The dashboard's table has no Email column at all, on a phone and a desktop.
    await page.goto('/dashboard');
    await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Leaderboard' }).click();
    await page.getByLabel('Search participants').fill(`Meera Pillai ${t}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: other.user.name })).toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await expect(table).not.toContainText('@');

    // Turned on while the page is open: the live settings event brings the column in.
    await showParticipantEmails(request, true);
    await expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible({ timeout: 15_000 });
    await expect(table.getByRole('row').filter({ hasText: other.user.name })).toContainText(other.email);
    await expect(page.getByLabel('Search participants')).toHaveAttribute('placeholder', 'Search participants by name or email...');

    await page.goto('/leaderboard');
    await page.getByLabel('Search participants').fill(other.email);
    await expect(list.getByRole('listitem').filter({ hasText: other.user.name })).toContainText(other.email);
    expect(me.email).not.toBe(other.email);
  } finally {
    await showParticipantEmails(request, false);
  }
});
