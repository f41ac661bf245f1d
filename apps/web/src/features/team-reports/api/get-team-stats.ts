import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { teamReportKeys } from './query-keys.ts';

/** Total teams, members, average size and teams with a problem statement (superadmin). */
export function useTeamStats() {
  return useQuery({
    queryKey: teamReportKeys.stats,
    queryFn: ({ signal }) => callApi(api.teams.stats, { signal }),
  });
}
