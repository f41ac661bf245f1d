import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { announcementKeys } from './query-keys.ts';

/** Kept current by the live stream's `announcement` events (app/live-cache.ts), and on window focus. */
export function useUnreadCount() {
  return useQuery({
    queryKey: announcementKeys.unreadCount,
    queryFn: ({ signal }) => callApi(api.announcements.unreadCount, { signal }).then((d) => d.count),
  });
}
