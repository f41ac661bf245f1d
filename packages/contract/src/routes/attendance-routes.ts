import { z } from 'zod';
import { noData, ok } from '../api-envelope.ts';
import { ATTENDANCE_MSG, markAttendanceSchema, staffAttendanceRecordSchema } from '../attendance-schemas.ts';
import { defineRoute } from '../define-route.ts';
import { attendanceRecordSchema } from '../tasks-types.ts';
import { idParams } from './common.ts';

export const attendanceApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/attendance/my-attendance',
    tag: 'attendance',
    summary: 'My attendance records',
    access: 'bootcamp',
    response: { 200: ok(z.object({ attendance: z.array(attendanceRecordSchema) })) },
  }),
  markForUser: defineRoute({
    method: 'POST',
    path: '/attendance/mark-for-user',
    tag: 'attendance',
    summary: "Mark one participant's day present or absent (one record per day)",
    description: '201 when the record is new, 200 when an existing mark changed.',
    access: ['mentor', 'superadmin'],
    body: markAttendanceSchema,
    response: { 200: ok(z.object({ attendance: staffAttendanceRecordSchema })), 201: ok(z.object({ attendance: staffAttendanceRecordSchema })) },
    errors: [404, 409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/attendance/:id',
    tag: 'attendance',
    summary: 'Remove an attendance record',
    access: ['mentor', 'superadmin'],
    params: idParams(ATTENDANCE_MSG.notFound),
    response: { 200: ok(noData) },
  }),
} as const;
