import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { announcementKeys } from './query-keys.ts';

export const READERS_PAGE_SIZE = 20;

/** Who has read one announcement, against its audience (superadmin); only while it is shown. */
export function useReadStats(id: string | null, page: number) {
  return useQuery({
    queryKey: announcementKeys.readStats(id ?? '', page),
    queryFn: ({ signal }) => callApi(api.announcements.readStats, { params: { id: id! }, query: { page, limit: READERS_PAGE_SIZE }, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
