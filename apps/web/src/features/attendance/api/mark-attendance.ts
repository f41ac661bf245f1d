import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkableStatus, StaffAttendanceRecord } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { staffAttendanceKey } from './get-staff-attendance.ts';

export interface MarkInput {
  user: { _id: string; name: string; email: string };
  date: string;
  day: number;
  status: MarkableStatus;
}

/** A cell's mark: shown at once (optimistically), replaced by the server's record, undone on failure. */
export function useMarkAttendance(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkInput) =>
      callApi(api.attendance.markForUser, { body: { userId: input.user._id, date: input.date, status: input.status } }).then((d) => d.attendance),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: staffAttendanceKey });
      const before = queryClient.getQueryData<StaffAttendanceRecord[]>(staffAttendanceKey);
      queryClient.setQueryData<StaffAttendanceRecord[]>(staffAttendanceKey, (old = []) => {
        const existing = old.find((r) => r.userId._id === input.user._id && r.date === input.date);
        // A mentor's mark is the mentor's, whatever made the record before (a check-in, self check-in).
        if (existing) return old.map((r) => (r === existing ? { ...r, status: input.status, source: 'mentor' as const, checkInWindowId: null } : r));
        return [
          ...old,
          {
            _id: `pending-${input.user._id}-${input.date}`,
            userId: input.user,
            date: input.date,
            day: input.day,
            status: input.status,
            session: 'full-day',
            source: 'mentor',
            checkInWindowId: null,
          },
        ];
      });
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(staffAttendanceKey, context?.before),
    onSuccess: (record) =>
      queryClient.setQueryData<StaffAttendanceRecord[]>(staffAttendanceKey, (old = []) => [
        ...old.filter((r) => !(r.userId._id === record.userId._id && r.date === record.date)),
        record,
      ]),
    onSettled: () => onChanged?.(),
  });
}
