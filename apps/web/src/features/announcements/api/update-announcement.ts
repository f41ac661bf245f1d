import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementUpdate } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshAnnouncements } from './query-keys.ts';

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AnnouncementUpdate }) =>
      callApi(api.announcements.update, { params: { id }, body: changes }).then((d) => d.announcement),
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}
