import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useHackathonDashboard() {
  return useQuery({
    queryKey: ['hackathon-dashboard'],
    queryFn: ({ signal }) => callApi(api.hackathon.dashboard, { signal }),
  });
}
