import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkableStatus } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { staffAttendanceKey } from './get-staff-attendance.ts';

export interface BulkMarkInput {
  date: string;
  status: MarkableStatus;
  userIds: string[];
}

/** One day for many participants, all or nothing (the server answers 403 and writes nothing if one is not yours). */
export function useMarkBulkAttendance(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, status, userIds }: BulkMarkInput) =>
      callApi(api.attendance.markForUsers, { body: { date, session: 'full-day', attendees: userIds.map((userId) => ({ userId, status })) } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: staffAttendanceKey });
      onChanged?.();
    },
  });
}
