import { CHECK_IN_MSG, checkInApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { CheckInService } from './check-in.service.ts';

export const checkInRoutes: FastifyPluginAsyncZod<{ checkIn: CheckInService }> = async (app, { checkIn }) => {
  app.route({
    ...routeOptions(checkInApi.open),
    handler: async (request, reply) =>
      reply.status(201).send(success({ session: await checkIn.open(currentUser(request), request.body.minutes) }, CHECK_IN_MSG.opened)),
  });

  app.route({ ...routeOptions(checkInApi.current), handler: async (request) => success({ session: await checkIn.current(currentUser(request)) }) });

  app.route({ ...routeOptions(checkInApi.get), handler: async (request) => success({ session: await checkIn.get(currentUser(request), request.params.id) }) });

  app.route({
    ...routeOptions(checkInApi.close),
    handler: async (request) => success({ session: await checkIn.close(currentUser(request), request.params.id) }, CHECK_IN_MSG.closed),
  });

  app.route({ ...routeOptions(checkInApi.status), handler: async (request) => success(await checkIn.status(currentUser(request))) });

  app.route({
    ...routeOptions(checkInApi.checkIn),
    handler: async (request) => {
      const { result, already } = await checkIn.checkIn(currentUser(request), request.body.code);
      return success(result, already ? CHECK_IN_MSG.alreadyCheckedIn : CHECK_IN_MSG.checkedIn);
    },
  });
};
