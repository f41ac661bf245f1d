import { ADMIN_MSG, INVITE_MSG, usersApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { PasswordRecoveryService } from '../auth/password-recovery.service.ts';
import type { PeopleService } from './people.service.ts';

export const peopleRoutes: FastifyPluginAsyncZod<{ people: PeopleService; recovery: PasswordRecoveryService }> = async (app, { people, recovery }) => {
  const listAnswer = memoAnswer((page) => success(page));
  app.route({ ...routeOptions(usersApi.list), handler: async (request, reply) => listAnswer(reply, await people.list(request.query)) });

  app.route({
    ...routeOptions(usersApi.invite),
    handler: async (request) => {
      const { invitedAt, email } = await recovery.invite(currentUser(request), request.params.id);
      return success({ invitedAt }, INVITE_MSG.sent(email));
    },
  });

  app.route({ ...routeOptions(usersApi.get), handler: async (request) => success({ user: await people.detail(request.params.id) }) });

  app.route({ ...routeOptions(usersApi.impact), handler: async (request) => success({ impact: await people.deletionImpact(request.params.id) }) });

  app.route({
    ...routeOptions(usersApi.update),
    handler: async (request) => success({ user: await people.update(currentUser(request), request.params.id, request.body) }, ADMIN_MSG.userUpdated),
  });

  app.route({
    ...routeOptions(usersApi.remove),
    handler: async (request) => {
      await people.remove(currentUser(request), request.params.id);
      return success({}, ADMIN_MSG.userDeleted);
    },
  });

  app.route({
    ...routeOptions(usersApi.resetPassword),
    handler: async (request) => success(await recovery.resetByAdmin(currentUser(request), request.params.id), ADMIN_MSG.passwordReset),
  });

  app.route({
    ...routeOptions(usersApi.toggleStatus),
    handler: async (request) => {
      const user = await people.toggleStatus(currentUser(request), request.params.id);
      return success({ user }, user.isActive ? ADMIN_MSG.userActivated : ADMIN_MSG.userDeactivated);
    },
  });
};
