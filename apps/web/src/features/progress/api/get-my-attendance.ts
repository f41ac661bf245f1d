import { useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export function useMyAttendance() {
  return useQuery({
    queryKey: ['attendance', 'mine'],
    queryFn: ({ signal }) => api.get<{ attendance: AttendanceRecord[] }>('/attendance/my-attendance', { signal }).then((d) => d.attendance),
  });
}
