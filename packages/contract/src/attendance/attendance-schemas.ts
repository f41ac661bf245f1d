import { z } from 'zod';
import { isCalendarDate } from '../shared/event-days.ts';
import { EVENT } from '../shared/event.ts';
import { pageLimit, pageNumber } from '../shared/route-params.ts';
import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES } from './attendance-types.ts';

/** How many participants one bulk mark may carry: a mentor's group, or a superadmin's whole day. */
export const BULK_ATTENDANCE_MAX = 500;

export const ATTENDANCE_MSG = {
  notFound: 'No attendance record found to remove',
  markFailed: 'Failed to mark attendance',
  bulkMarkFailed: 'Failed to mark bulk attendance',
  selectDate: 'Please select a date',
  selectParticipants: 'Please select at least one participant',
  marked: 'Attendance marked successfully', // ours
  bulkMarked: (n: number) => `Attendance marked for ${n} participant${n === 1 ? '' : 's'}`, // ours
  updated: 'Attendance updated', // ours
  removed: 'Attendance record removed', // ours
  participantRequired: 'Please choose a participant', // ours
  participantNotFound: 'Participant not found', // ours
  dateInvalid: 'Date must be a calendar date written as YYYY-MM-DD', // ours
  /** The day is a real date but not one of the event's days (the configured ones). */
  dateOutsideEvent: (first: string, last: string) => `Date must be one of the ${EVENT.totalDays} event days, ${first} to ${last} (YYYY-MM-DD)`, // ours
  /** The day is an event day, but it has not come yet in the event's time zone: nobody marks ahead. */
  dayNotYet: (day: number, date: string, today: string) =>
    `Day ${day} (${date}) has not come yet: attendance can be marked from that day on. Today is ${today} at the event.`, // ours
  /** The mentor's screen, next to the days still to come (greyed out). */
  daysToCome: 'Days still to come open for marking on the day itself (event time).', // ours
  /** A day still to come, as its cell explains it (title and name). */
  opensOn: (date: string) => `Opens on ${date}`, // ours
  /** How the grid works from the keyboard, under it and as its description. */
  gridKeys:
    'Keys: arrows move between cells without saving; Enter or Space marks Present, again for Absent; Delete removes the mark; Tab goes down the column; Alt+Down opens the list.', // ours
  statusInvalid: 'Status must be present or absent', // ours
  sessionInvalid: "Session must be 'full-day'", // ours
  tooMany: `Mark at most ${BULK_ATTENDANCE_MAX} participants at a time`, // ours
  duplicateParticipant: 'Each participant may appear only once', // ours
  notYourParticipant: 'You can only manage attendance of participants assigned to you', // ours
  someNotYours: 'Some of the chosen participants are not assigned to you; nothing was marked', // ours
  hackathonOnly: 'This participant is registered for the hackathon only, which has no attendance tracking', // ours
  someHackathonOnly: 'Some of the chosen participants are registered for the hackathon only; nothing was marked', // ours
  someNotFound: 'Some of the chosen people are not participants; nothing was marked', // ours
  notFoundRecord: 'Attendance record not found', // ours
  selfCheckInClosed: 'Self check-in is not open. Your mentor marks your attendance.', // ours
  notEventDay: 'Today is not one of the event days', // ours
  checkedIn: 'Checked in for today', // ours
  alreadyCheckedIn: 'Your attendance for today is already recorded', // ours
} as const;

/** The statuses staff can set; the calendar also knows 'late', which no call sets. */
export const MARKABLE_STATUSES = ['present', 'absent'] as const;
export type MarkableStatus = (typeof MARKABLE_STATUSES)[number];

/**
 * An attendance date: only its shape is checked here. Which dates are event days depends on the
 * event's configured start date, so the server checks that against the event config.
 */
const attendanceDate = (requiredMsg: string = ATTENDANCE_MSG.dateInvalid) =>
  z
    .string({ error: requiredMsg })
    .trim()
    .min(1, { error: requiredMsg, abort: true })
    .max(10, { error: ATTENDANCE_MSG.dateInvalid, abort: true })
    .refine(isCalendarDate, { error: ATTENDANCE_MSG.dateInvalid });

const participantId = z
  .string({ error: ATTENDANCE_MSG.participantRequired })
  .trim()
  .min(1, { error: ATTENDANCE_MSG.participantRequired })
  .max(36, { error: ATTENDANCE_MSG.participantNotFound, abort: true })
  .uuid({ error: ATTENDANCE_MSG.participantNotFound });

const markableStatus = z.enum(MARKABLE_STATUSES, { error: ATTENDANCE_MSG.statusInvalid });

/** POST /attendance/mark-for-user: one record per participant and event day; marking again updates it. */
export const markAttendanceSchema = z.object({
  userId: participantId,
  date: attendanceDate(),
  status: markableStatus,
});
export type MarkAttendanceInput = z.input<typeof markAttendanceSchema>;

/**
 * POST /attendance/mark-for-users: one day, many participants, all or nothing. Each attendee's
 * status defaults to present (the spec's bulk default); the session is the one kind there is.
 */
export const bulkMarkAttendanceSchema = z.object({
  date: attendanceDate(ATTENDANCE_MSG.selectDate),
  session: z.literal('full-day', { error: ATTENDANCE_MSG.sessionInvalid }).optional().default('full-day'),
  attendees: z
    .array(z.object({ userId: participantId, status: markableStatus.optional().default('present') }), { error: ATTENDANCE_MSG.selectParticipants })
    .min(1, { error: ATTENDANCE_MSG.selectParticipants })
    .max(BULK_ATTENDANCE_MAX, { error: ATTENDANCE_MSG.tooMany })
    .refine((list) => new Set(list.map((a) => a.userId.toLowerCase())).size === list.length, { error: ATTENDANCE_MSG.duplicateParticipant }),
});
export type BulkMarkAttendanceInput = z.input<typeof bulkMarkAttendanceSchema>;

/** PUT /attendance/{id}: change the status of an existing record. */
export const updateAttendanceSchema = z.object({ status: markableStatus });
export type UpdateAttendanceInput = z.input<typeof updateAttendanceSchema>;

/** GET /attendance: staff read records a page at a time (the spec's client pages by 100). */
export const attendanceListQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(100, 100),
  date: attendanceDate().optional(),
  userId: participantId.optional(),
});

/** An attendance record as staff calls return it (spec: userId is an object with _id, name, email). */
export const staffAttendanceRecordSchema = z
  .object({
    _id: z.string(),
    userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    date: z.iso.date(),
    day: z.number().int().describe(`Event day 1-${EVENT.totalDays} by the configured start date; 0 outside the event`),
    status: z.enum(ATTENDANCE_STATUSES),
    session: z.string(),
    source: z.enum(ATTENDANCE_SOURCES).describe('Who marked it: a mentor or superadmin, the participant (self check-in), or a scanned code'),
    checkInWindowId: z.string().nullable().describe('The check-in window a scanned code came from'),
  })
  .meta({ id: 'StaffAttendanceRecord' });
export type StaffAttendanceRecord = z.infer<typeof staffAttendanceRecordSchema>;

/** GET /attendance/today: today's marks over the caller's participants (a mentor's, or everyone). */
export const attendanceTodaySchema = z.object({
  date: z.iso.date().describe("Today in the event's time zone"),
  day: z.number().int().nullable().describe('The event day today is, or null outside the event'),
  participants: z.number().int().describe('Bootcamp participants in the caller’s scope'),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  unmarked: z.number().int(),
});
export type AttendanceToday = z.infer<typeof attendanceTodaySchema>;

/** GET /attendance/stats: the day-wise table, one row per event day. */
export const attendanceStatsSchema = z.object({
  participants: z.number().int(),
  days: z.array(
    z.object({
      day: z.number().int(),
      date: z.iso.date(),
      phase: z.enum(['Bootcamp', 'Hackathon']),
      present: z.number().int(),
      absent: z.number().int(),
      late: z.number().int(),
      rate: z.number().nullable().describe('present / records * 100, 1 decimal; null with no records'),
    }),
  ),
});
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;

/** GET /attendance/can-mark: whether the participant may check themselves in now, and if not, why. */
export const canMarkSchema = z.object({
  canMark: z.boolean(),
  reason: z.string().nullable(),
  date: z.iso.date(),
  day: z.number().int().nullable(),
});
export type CanMark = z.infer<typeof canMarkSchema>;
