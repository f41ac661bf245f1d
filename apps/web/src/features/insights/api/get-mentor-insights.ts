import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { mentorInsightsKey } from './insights-keys.ts';

export { mentorInsightsKey };

/** A mentor's group by day and its at-risk list; a superadmin names the mentor, a mentor gets their own. */
export function useMentorInsights(mentorId?: string) {
  return useQuery({
    queryKey: [...mentorInsightsKey, mentorId ?? 'mine'],
    queryFn: ({ signal }) => callApi(api.insights.mentor, { query: mentorId ? { mentorId } : {}, signal }),
  });
}
