import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTENDANCE_MSG, markAttendanceSchema } from '@hackcamp/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AttendanceService } from './attendance.service.ts';

const idParams = z.object({ id: z.string().uuid({ error: ATTENDANCE_MSG.notFound }) });

export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (app, { attendance }) => {
  const staff = app.requireRole('mentor', 'superadmin');

  app.get('/my-attendance', { preHandler: app.requireBootcamp }, async (request) => ({
    success: true,
    data: { attendance: await attendance.mine(currentUser(request).id) },
  }));

  app.post('/mark-for-user', { preHandler: staff, schema: { body: markAttendanceSchema } }, async (request, reply) => {
    const { record, created } = await attendance.markForUser(currentUser(request), request.body);
    return reply.status(created ? 201 : 200).send({ success: true, message: ATTENDANCE_MSG.marked, data: { attendance: record } });
  });

  app.delete('/:id', { preHandler: staff, schema: { params: idParams } }, async (request) => {
    await attendance.remove(currentUser(request), request.params.id);
    return { success: true, message: ATTENDANCE_MSG.removed, data: {} };
  });
};
