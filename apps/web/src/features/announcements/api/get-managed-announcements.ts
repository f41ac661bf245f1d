import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi, type AnswerOf } from '../../../lib/api-client.ts';
import { announcementKeys } from './query-keys.ts';

export const MANAGED_PAGE_SIZE = 10;

export type ManagedAnnouncements = AnswerOf<typeof api.announcements.list>;

/** Every announcement, newest first, a page at a time (superadmin). */
export function useManagedAnnouncements(page: number) {
  return useQuery({
    queryKey: announcementKeys.managed(page),
    queryFn: ({ signal }) => callApi(api.announcements.list, { query: { page, limit: MANAGED_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
