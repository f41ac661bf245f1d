import { INVITE_MSG, authApi, usersApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { accountMessage, type StaffService } from './staff.service.ts';

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.route({
    ...routeOptions(authApi.registerAdmin),
    handler: async (request, reply) => {
      const created = await staff.createStaff(currentUser(request), request.body);
      return reply.status(201).send(success(created, accountMessage(created)));
    },
  });

  app.route({
    ...routeOptions(usersApi.create),
    handler: async (request, reply) => {
      const created = await staff.addParticipant(currentUser(request), request.body);
      return reply.status(201).send(success(created, accountMessage(created, INVITE_MSG.participantAdded)));
    },
  });
};
