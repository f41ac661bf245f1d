import { z } from 'zod';
import { noData, ok, paginationWith } from '../shared/api-envelope.ts';
import {
  ATTENDANCE_MSG,
  attendanceListQuerySchema,
  attendanceStatsSchema,
  attendanceTodaySchema,
  bulkMarkAttendanceSchema,
  canMarkSchema,
  markAttendanceSchema,
  staffAttendanceRecordSchema,
  updateAttendanceSchema,
} from './attendance-schemas.ts';
import { defineRoute } from '../shared/define-route.ts';
import { idParams } from '../shared/route-params.ts';
import { attendanceRecordSchema } from './attendance-types.ts';

const staffRecord = ok(z.object({ attendance: staffAttendanceRecordSchema }));
const STAFF = ['mentor', 'superadmin'] as const;

export const attendanceApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/attendance/my-attendance',
    tag: 'attendance',
    summary: 'My attendance records',
    access: 'bootcamp',
    response: { 200: ok(z.object({ attendance: z.array(attendanceRecordSchema) })) },
  }),
  canMark: defineRoute({
    method: 'GET',
    path: '/attendance/can-mark',
    tag: 'attendance',
    summary: 'Whether I may check myself in today, and if not, why',
    access: 'bootcamp',
    response: { 200: ok(canMarkSchema) },
  }),
  checkIn: defineRoute({
    method: 'POST',
    path: '/attendance',
    tag: 'attendance',
    summary: 'Check myself in as present today',
    description:
      "Only while the event config's selfCheckInEnabled is on and today (in the event's time zone) is an event day. 409 when today is already recorded.",
    access: 'bootcamp',
    response: { 201: ok(z.object({ attendance: attendanceRecordSchema })) },
    errors: [409],
  }),
  markForUser: defineRoute({
    method: 'POST',
    path: '/attendance/mark-for-user',
    tag: 'attendance',
    summary: "Mark one participant's day present or absent (one record per day)",
    description: '201 when the record is new, 200 when an existing mark changed. The date must be one of the event days of the event config.',
    access: STAFF,
    body: markAttendanceSchema,
    response: { 200: staffRecord, 201: staffRecord },
    errors: [404, 409],
  }),
  markForUsers: defineRoute({
    method: 'POST',
    path: '/attendance/mark-for-users',
    tag: 'attendance',
    summary: 'Mark one day for many participants at once, all or nothing',
    description:
      'Each attendee gets one record for the day (created or changed); the status defaults to present. If any attendee is not the caller’s (403), not a participant (404) or hackathon-only (409), nothing is written.',
    access: STAFF,
    body: bulkMarkAttendanceSchema,
    response: { 200: ok(z.object({ attendance: z.array(staffAttendanceRecordSchema), created: z.number().int(), updated: z.number().int() })) },
    errors: [404, 409],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/attendance',
    tag: 'attendance',
    summary: 'Attendance records, a page at a time (a mentor sees their participants only)',
    access: STAFF,
    query: attendanceListQuerySchema,
    response: { 200: ok(z.object({ attendance: z.array(staffAttendanceRecordSchema), pagination: paginationWith('total') })) },
  }),
  today: defineRoute({
    method: 'GET',
    path: '/attendance/today',
    tag: 'attendance',
    summary: "Today's attendance over my participants (everyone's for a superadmin)",
    access: STAFF,
    response: { 200: ok(attendanceTodaySchema) },
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/attendance/stats',
    tag: 'attendance',
    summary: 'Present and absent per event day over my participants (everyone for a superadmin)',
    access: STAFF,
    response: { 200: ok(attendanceStatsSchema) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/attendance/:id',
    tag: 'attendance',
    summary: 'Change the status of an attendance record',
    access: STAFF,
    params: idParams(ATTENDANCE_MSG.notFoundRecord),
    body: updateAttendanceSchema,
    response: { 200: staffRecord },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/attendance/:id',
    tag: 'attendance',
    summary: 'Remove an attendance record',
    access: STAFF,
    params: idParams(ATTENDANCE_MSG.notFound),
    response: { 200: ok(noData) },
  }),
} as const;
