import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { announcementKeys } from './query-keys.ts';

/** The announcements meant for me (active, unexpired, my audience), newest first. */
export function useMyAnnouncements(enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.mine,
    queryFn: ({ signal }) => callApi(api.announcements.active, { query: { limit: 50 }, signal }).then((d) => d.announcements),
    enabled,
  });
}
