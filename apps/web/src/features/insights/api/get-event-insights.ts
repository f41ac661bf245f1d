import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventInsightsKey } from './insights-keys.ts';

export { eventInsightsKey };

/** The superadmin Overview's figures: attendance, submissions, scores, judges, check-in arrivals. */
export function useEventInsights() {
  return useQuery({
    queryKey: eventInsightsKey,
    queryFn: ({ signal }) => callApi(api.insights.event, { signal }),
  });
}
