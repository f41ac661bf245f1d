import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const adminOverviewKey = ['admin', 'overview'] as const;

export function getAdminOverview(signal?: AbortSignal) {
  return callApi(api.admin.overview, { signal });
}

export function useAdminOverview() {
  return useQuery({ queryKey: adminOverviewKey, queryFn: ({ signal }) => getAdminOverview(signal) });
}
