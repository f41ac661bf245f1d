import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshAnnouncements } from './query-keys.ts';

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => callApi(api.announcements.create, { body: input }).then((d) => d.announcement),
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}
