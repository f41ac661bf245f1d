import { dayOfDate, type AttendanceRecord } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import * as q from './attendance.queries.ts';

export function createAttendanceService(deps: { db: Db }) {
  return {
    async mine(userId: string): Promise<AttendanceRecord[]> {
      const rows = await q.listForUser(deps.db, userId);
      return rows.map((r) => ({ _id: r.id, date: r.date, day: dayOfDate(r.date) ?? 0, status: r.status, session: r.session }));
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
