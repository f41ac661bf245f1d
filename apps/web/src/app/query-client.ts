import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { adminOverviewKey } from '../features/admin-overview/api/get-admin-overview.ts';
import { eventSwitchesKey } from '../features/admin-overview/api/update-event-config.ts';
import { saveEventSettingsKey } from '../features/event-settings/api/save-event-settings.ts';
import { auditKeys } from '../features/audit/api/query-keys.ts';
import { checkInKeys } from '../features/check-in/api/query-keys.ts';
import { hackathonDashboardKey } from '../features/hackathon/api/get-hackathon-dashboard.ts';
import { insightsKey } from '../features/insights/api/insights-keys.ts';
import { peopleKeys } from '../features/people/api/query-keys.ts';
import { myAttendanceKey } from '../features/progress/api/get-my-attendance.ts';
import { myStandingKey } from '../features/progress/api/get-my-standing.ts';
import { teamKeys } from '../features/team-formation/api/query-keys.ts';
import { ApiError } from '../lib/api-errors.ts';
import { followEventZone } from '../lib/event-settings.ts';
import { seedFirstScreenAnswers } from './first-screen-answers.ts';

/**
 * What a change made through one feature makes stale in another. A feature refreshes its own
 * queries; it does not know the others' keys (features never import each other), so the links
 * between them are made here, above both, from the keys each owner exports: a mutation whose
 * key starts with the first refreshes the queries under each of the others when it settles.
 */
const ALSO_STALE: [mutation: QueryKey, stale: QueryKey[]][] = [
  [teamKeys.all, [hackathonDashboardKey]],
  // A deactivation or an assignment changes who the charts count.
  [peopleKeys.all, [adminOverviewKey, auditKeys.all, insightsKey]],
  [eventSwitchesKey, [auditKeys.all]],
  // Moving the dates moves the overview's attendance days too, and every chart's days.
  [saveEventSettingsKey, [auditKeys.all, adminOverviewKey, insightsKey]],
  // A check-in is a present day: the calendar, the score and the charts move (also without the live stream).
  [checkInKeys.checkIn, [myAttendanceKey, myStandingKey, insightsKey]],
];

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/** The views of other features that a change under `key` makes stale: after a mutation with that key, or a live event (app/live-cache.ts). */
export function linkedViews(key: QueryKey | undefined): QueryKey[] {
  return key ? ALSO_STALE.filter(([prefix]) => startsWith(key, prefix)).flatMap(([, stale]) => stale) : [];
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) => {
        for (const queryKey of linkedViews(mutation.options.mutationKey)) void client.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; only network trouble and 5xx get another go.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  // Every shown date and time follows the event's zone as soon as the settings name it.
  followEventZone(client);
  // A page the server drew comes with the answers it was drawn from: no request for them.
  seedFirstScreenAnswers(client);
  return client;
}
