import type { QueryClient } from '@tanstack/react-query';

export const announcementKeys = {
  all: ['announcements'] as const,
  managed: (page: number) => ['announcements', 'managed', page] as const,
  readStats: (id: string, page: number) => ['announcements', 'read-stats', id, page] as const,
  mine: ['announcements', 'mine'] as const,
  unreadCount: ['announcements', 'unread-count'] as const,
};

/** A change to one announcement moves the admin list, the readers' lists and their counts. */
export const refreshAnnouncements = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
