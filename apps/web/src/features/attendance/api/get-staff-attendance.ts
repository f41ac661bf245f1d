import { useQuery } from '@tanstack/react-query';
import type { StaffAttendanceRecord } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const staffAttendanceKey = ['attendance', 'staff'] as const;

/**
 * Every record the caller may see (a mentor: their participants'), read in pages of 100 until
 * there is no next page, as the spec's client does. A mentor's group is a few hundred records.
 */
export async function getStaffAttendance(signal?: AbortSignal): Promise<StaffAttendanceRecord[]> {
  const records: StaffAttendanceRecord[] = [];
  for (let page = 1; ; page++) {
    const data = await callApi(api.attendance.list, { query: { page, limit: 100 }, signal });
    records.push(...data.attendance);
    if (!data.pagination.hasNextPage) return records;
  }
}

export function useStaffAttendance() {
  return useQuery({ queryKey: staffAttendanceKey, queryFn: ({ signal }) => getStaffAttendance(signal) });
}
