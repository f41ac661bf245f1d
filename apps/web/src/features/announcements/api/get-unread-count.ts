import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { announcementKeys } from './query-keys.ts';

/** Checked again every minute and when the window regains focus, so news reaches an open page. */
export function useUnreadCount() {
  return useQuery({
    queryKey: announcementKeys.unreadCount,
    queryFn: ({ signal }) => callApi(api.announcements.unreadCount, { signal }).then((d) => d.count),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
