import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementInput, ManagedAnnouncement } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { MANAGED_PAGE_SIZE, type ManagedAnnouncements } from './get-managed-announcements.ts';
import { announcementKeys, refreshAnnouncements } from './query-keys.ts';

/** The first page of the managed list with a new announcement on top (the list is newest first). */
export function withNewAnnouncement(page: ManagedAnnouncements, created: ManagedAnnouncement): ManagedAnnouncements {
  if (page.announcements.some((a) => a._id === created._id)) return page;
  const total = page.pagination.totalAnnouncements + 1;
  const totalPages = Math.max(1, Math.ceil(total / MANAGED_PAGE_SIZE));
  return {
    announcements: [created, ...page.announcements].slice(0, MANAGED_PAGE_SIZE),
    pagination: { ...page.pagination, totalAnnouncements: total, totalPages, hasNextPage: page.pagination.currentPage < totalPages },
  };
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      callApi(api.announcements.create, { body: input, idempotencyKey: newIdempotencyKey() }).then((d) => d.announcement),
    onSuccess: (created) => {
      // From the answer first: a refetch alone may reach a node that has not heard of it yet.
      queryClient.setQueryData<ManagedAnnouncements>(announcementKeys.managed(1), (page) => page && withNewAnnouncement(page, created));
      refreshAnnouncements(queryClient);
    },
  });
}
