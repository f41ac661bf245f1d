import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { myInsightsKey } from './insights-keys.ts';

export { myInsightsKey };

/** A bootcamp participant's cumulative score by day against the cohort, and their streak. */
export function useMyInsights() {
  return useQuery({
    queryKey: myInsightsKey,
    queryFn: ({ signal }) => callApi(api.insights.me, { signal }),
  });
}
