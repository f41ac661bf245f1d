import { describe, expect, it } from 'vitest';
import { adminOverviewKey } from '../features/admin-overview/api/get-admin-overview.ts';
import { eventSwitchesKey } from '../features/admin-overview/api/update-event-config.ts';
import { auditKeys } from '../features/audit/api/query-keys.ts';
import { hackathonDashboardKey } from '../features/hackathon/api/get-hackathon-dashboard.ts';
import { peopleKeys } from '../features/people/api/query-keys.ts';
import { teamKeys } from '../features/team-formation/api/query-keys.ts';
import { createQueryClient } from './query-client.ts';

/** Runs a mutation with `key` to its end (a success, or a refusal) and says which of `views` went stale. */
async function staleAfter(key: readonly unknown[], views: Record<string, readonly unknown[]>, fails = false) {
  const client = createQueryClient();
  for (const view of Object.values(views)) client.setQueryData(view, { shown: true });
  const mutation = client.getMutationCache().build(client, {
    mutationKey: key,
    mutationFn: async () => {
      if (fails) throw new Error('refused');
      return 'done';
    },
  });
  await mutation.execute(undefined).catch(() => undefined);
  return Object.entries(views)
    .filter(([, view]) => client.getQueryState(view)?.isInvalidated)
    .map(([name]) => name);
}

const views = {
  hackathonDashboard: hackathonDashboardKey,
  overview: adminOverviewKey,
  auditEntries: auditKeys.entries({ page: 1 }),
  leaderboard: ['leaderboard', { page: 1 }],
};

describe("one feature's change refreshes the views of others that show it", () => {
  it('a team change (even a refused one) refreshes the hackathon dashboard, nothing else', async () => {
    expect(await staleAfter(teamKeys.all, views)).toEqual(['hackathonDashboard']);
    expect(await staleAfter(teamKeys.all, views, true)).toEqual(['hackathonDashboard']);
  });

  it("a change to people refreshes the admin's overview and the audit trail", async () => {
    expect(await staleAfter(peopleKeys.all, views)).toEqual(['overview', 'auditEntries']);
  });

  it('a switch flipped refreshes the audit trail', async () => {
    expect(await staleAfter(eventSwitchesKey, views)).toEqual(['auditEntries']);
  });

  it('a mutation of any other feature refreshes none of them', async () => {
    expect(await staleAfter(['tasks', 'submit'], views)).toEqual([]);
  });
});
