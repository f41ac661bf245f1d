import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshAnnouncements } from './query-keys.ts';

export function useToggleAnnouncementStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.announcements.toggle, { params: { id } }).then((d) => d.announcement),
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}
