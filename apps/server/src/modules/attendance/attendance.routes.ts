import { ATTENDANCE_MSG, attendanceApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { AttendanceService } from './attendance.service.ts';

export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (app, { attendance }) => {
  app.route({ ...routeOptions(attendanceApi.mine), handler: async (request) => success({ attendance: await attendance.mine(currentUser(request).id) }) });

  app.route({
    ...routeOptions(attendanceApi.markForUser),
    handler: async (request, reply) => {
      const { record, created } = await attendance.markForUser(currentUser(request), request.body);
      return reply.status(created ? 201 : 200).send(success({ attendance: record }, ATTENDANCE_MSG.marked));
    },
  });

  app.route({
    ...routeOptions(attendanceApi.remove),
    handler: async (request) => {
      await attendance.remove(currentUser(request), request.params.id);
      return success({}, ATTENDANCE_MSG.removed);
    },
  });
};
