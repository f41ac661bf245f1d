import { z } from 'zod';
import { EVENT } from '../shared/event.ts';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
/** How an attendance record was made (issue 31): a mentor's or superadmin's mark, self check-in, a scanned code. */
export const ATTENDANCE_SOURCES = ['mentor', 'self', 'check-in'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const attendanceRecordSchema = z.object({
  _id: z.string(),
  date: z.iso.date(),
  day: z.number().int().describe(`Event day 1-${EVENT.totalDays}`),
  status: z.enum(ATTENDANCE_STATUSES),
  session: z.string(),
  source: z.enum(ATTENDANCE_SOURCES).describe('Who marked it: a mentor or superadmin, the participant (self check-in), or a scanned code'),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
