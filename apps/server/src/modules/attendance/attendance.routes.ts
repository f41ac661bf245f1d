import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AttendanceService } from './attendance.service.ts';

export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (app, { attendance }) => {
  app.get('/my-attendance', { preHandler: app.requireBootcamp }, async (request) => ({
    success: true,
    data: { attendance: await attendance.mine(currentUser(request).id) },
  }));
};
