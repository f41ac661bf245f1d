import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshAnnouncements } from './query-keys.ts';

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.announcements.remove, { params: { id } }),
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}
