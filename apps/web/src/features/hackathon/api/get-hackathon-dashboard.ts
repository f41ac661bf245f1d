import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Refreshed after a team change too (app/query-client.ts): it shows the team and the open teams. */
export const hackathonDashboardKey = ['hackathon-dashboard'] as const;

export function useHackathonDashboard() {
  return useQuery({
    queryKey: hackathonDashboardKey,
    queryFn: ({ signal }) => callApi(api.hackathon.dashboard, { signal }),
  });
}
