import { z } from 'zod';
import { dayDate, dayOfDate } from './event-days.ts';
import { ATTENDANCE_STATUSES } from './tasks-types.ts';
import { EVENT } from './event.ts';

const firstDay = dayDate(1);
const lastDay = dayDate(EVENT.totalDays);

export const ATTENDANCE_MSG = {
  notFound: 'No attendance record found to remove',
  markFailed: 'Failed to mark attendance',
  bulkMarkFailed: 'Failed to mark bulk attendance',
  selectDate: 'Please select a date',
  selectParticipants: 'Please select at least one participant',
  marked: 'Attendance marked successfully', // ours
  removed: 'Attendance record removed', // ours
  participantRequired: 'Please choose a participant', // ours
  participantNotFound: 'Participant not found', // ours
  dateInvalid: `Date must be one of the ${EVENT.totalDays} event days, ${firstDay} to ${lastDay} (YYYY-MM-DD)`, // ours
  statusInvalid: 'Status must be present or absent', // ours
  notYourParticipant: 'You can only manage attendance of participants assigned to you', // ours
  hackathonOnly: 'This participant is registered for the hackathon only, which has no attendance tracking', // ours
} as const;

/** The statuses staff can set; the calendar also knows 'late', which no call sets. */
export const MARKABLE_STATUSES = ['present', 'absent'] as const;
export type MarkableStatus = (typeof MARKABLE_STATUSES)[number];

/** POST /attendance/mark-for-user: one record per participant and event day; marking again updates it. */
export const markAttendanceSchema = z.object({
  userId: z.string({ error: ATTENDANCE_MSG.participantRequired }).trim().min(1, { error: ATTENDANCE_MSG.participantRequired }).uuid({ error: ATTENDANCE_MSG.participantNotFound }),
  date: z
    .string({ error: ATTENDANCE_MSG.dateInvalid })
    .trim()
    .max(10, { error: ATTENDANCE_MSG.dateInvalid, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ATTENDANCE_MSG.dateInvalid })
    .refine((d) => dayOfDate(d) !== null && dayDate(dayOfDate(d)!) === d, { error: ATTENDANCE_MSG.dateInvalid }),
  status: z.enum(MARKABLE_STATUSES, { error: ATTENDANCE_MSG.statusInvalid }),
});
export type MarkAttendanceInput = z.input<typeof markAttendanceSchema>;

/** An attendance record as staff calls return it (spec: userId is an object with _id, name, email). */
export const staffAttendanceRecordSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  date: z.iso.date(),
  day: z.number().int(),
  status: z.enum(ATTENDANCE_STATUSES),
  session: z.string(),
});
export type StaffAttendanceRecord = z.infer<typeof staffAttendanceRecordSchema>;
