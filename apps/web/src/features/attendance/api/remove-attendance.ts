import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAttendanceRecord } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { staffAttendanceKey } from './get-staff-attendance.ts';

/** Removes a record; the cell empties at once and comes back if the server refuses. */
export function useRemoveAttendance(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: StaffAttendanceRecord) => callApi(api.attendance.remove, { params: { id: record._id } }),
    onMutate: async (record) => {
      await queryClient.cancelQueries({ queryKey: staffAttendanceKey });
      const before = queryClient.getQueryData<StaffAttendanceRecord[]>(staffAttendanceKey);
      queryClient.setQueryData<StaffAttendanceRecord[]>(staffAttendanceKey, (old = []) => old.filter((r) => r._id !== record._id));
      return { before };
    },
    onError: (_error, _record, context) => queryClient.setQueryData(staffAttendanceKey, context?.before),
    onSettled: () => onChanged?.(),
  });
}
