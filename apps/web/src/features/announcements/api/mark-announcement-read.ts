import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyAnnouncement } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { announcementKeys } from './query-keys.ts';

/** Marks one read; the list and the count change at once and are then checked with the server. */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.announcements.markRead, { params: { id } }),
    onMutate: (id) => {
      const list = queryClient.getQueryData<MyAnnouncement[]>(announcementKeys.mine);
      const wasUnread = list?.some((a) => a._id === id && !a.isRead);
      queryClient.setQueryData<MyAnnouncement[]>(announcementKeys.mine, (old) => old?.map((a) => (a._id === id ? { ...a, isRead: true } : a)));
      if (wasUnread) queryClient.setQueryData<number>(announcementKeys.unreadCount, (n) => Math.max(0, (n ?? 1) - 1));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: announcementKeys.mine });
      void queryClient.invalidateQueries({ queryKey: announcementKeys.unreadCount });
    },
  });
}
