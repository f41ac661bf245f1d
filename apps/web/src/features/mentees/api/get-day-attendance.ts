import { useQuery } from '@tanstack/react-query';
import type { StaffAttendanceRecord } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { myParticipantsKey } from './get-my-participants.ts';

/** Under the participants' key, so a mark (and its live event) refreshes it with the reports. */
export const dayAttendanceKey = (date: string) => [...myParticipantsKey, 'attendance', date] as const;

/** One day's records of the mentor's participants, in pages of 100 until the last. */
export async function getDayAttendance(date: string, signal?: AbortSignal): Promise<StaffAttendanceRecord[]> {
  const records: StaffAttendanceRecord[] = [];
  for (let page = 1; ; page++) {
    const data = await callApi(api.attendance.list, { query: { page, limit: 100, date }, signal });
    records.push(...data.attendance);
    if (!data.pagination.hasNextPage) return records;
  }
}

/** `date` null: today is no event day, there is nothing to read. */
export function useDayAttendance(date: string | null) {
  return useQuery({
    queryKey: dayAttendanceKey(date ?? ''),
    queryFn: ({ signal }) => getDayAttendance(date!, signal),
    enabled: date !== null,
  });
}
