import { ATTENDANCE_MSG, attendanceApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { AttendanceService } from './attendance.service.ts';
import { memoAnswer } from '../../cache/memo-answer.ts';

export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (app, { attendance }) => {
  const mineAnswer = memoAnswer((records) => success({ attendance: records }));
  app.route({ ...routeOptions(attendanceApi.mine), handler: async (request, reply) => mineAnswer(reply, await attendance.mine(currentUser(request).id)) });

  app.route({ ...routeOptions(attendanceApi.canMark), handler: async (request) => success(await attendance.canMark(currentUser(request))) });

  app.route({
    ...routeOptions(attendanceApi.checkIn),
    handler: async (request, reply) =>
      reply.status(201).send(success({ attendance: await attendance.checkIn(currentUser(request)) }, ATTENDANCE_MSG.checkedIn)),
  });

  app.route({
    ...routeOptions(attendanceApi.markForUser),
    handler: async (request, reply) => {
      const { record, created } = await attendance.markForUser(currentUser(request), request.body);
      return reply.status(created ? 201 : 200).send(success({ attendance: record }, ATTENDANCE_MSG.marked));
    },
  });

  app.route({
    ...routeOptions(attendanceApi.markForUsers),
    handler: async (request) => {
      const result = await attendance.markForUsers(currentUser(request), request.body);
      return success(result, ATTENDANCE_MSG.bulkMarked(result.attendance.length));
    },
  });

  const listAnswer = memoAnswer((page) => success(page));
  app.route({
    ...routeOptions(attendanceApi.list),
    handler: async (request, reply) => listAnswer(reply, await attendance.list(currentUser(request), request.query)),
  });

  app.route({ ...routeOptions(attendanceApi.today), handler: async (request) => success(await attendance.today(currentUser(request))) });

  app.route({ ...routeOptions(attendanceApi.stats), handler: async (request) => success(await attendance.stats(currentUser(request))) });

  app.route({
    ...routeOptions(attendanceApi.update),
    handler: async (request) => success({ attendance: await attendance.update(currentUser(request), request.params.id, request.body) }, ATTENDANCE_MSG.updated),
  });

  app.route({
    ...routeOptions(attendanceApi.remove),
    handler: async (request) => {
      await attendance.remove(currentUser(request), request.params.id);
      return success({}, ATTENDANCE_MSG.removed);
    },
  });
};
