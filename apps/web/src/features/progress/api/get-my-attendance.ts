import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const myAttendanceKey = ['attendance', 'mine'] as const;

export function useMyAttendance() {
  return useQuery({
    queryKey: myAttendanceKey,
    queryFn: ({ signal }) => callApi(api.attendance.mine, { signal }).then((d) => d.attendance),
  });
}
