import { INVITE_MSG, MSG, authApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { toPublicUser } from '../people/public-user.ts';
import { accountMessage } from '../staff/staff.service.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordRecoveryService } from './password-recovery.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; recovery: PasswordRecoveryService }> = async (app, { auth, recovery }) => {
  app.route({
    ...routeOptions(authApi.register),
    handler: async (request, reply) => {
      const created = await auth.register(request.body, request.caller, request.ip);
      return reply.status(201).send(success(created, 'invited' in created ? accountMessage(created) : MSG.registered));
    },
  });

  app.route({
    ...routeOptions(authApi.login),
    handler: async (request) => success(await auth.login(request.body, request.ip), 'Login successful'),
  });

  const profileAnswer = memoAnswer((user) => success({ user }));
  app.route({ ...routeOptions(authApi.profile), handler: async (request, reply) => profileAnswer(reply, toPublicUser(currentUser(request))) });

  app.route({
    ...routeOptions(authApi.updateProfile),
    handler: async (request) => success({ user: await auth.updateProfile(currentUser(request).id, request.body) }, MSG.profileUpdated),
  });

  app.route({
    ...routeOptions(authApi.changePassword),
    handler: async (request) => success({ token: await auth.changePassword(currentUser(request).id, request.body) }, MSG.passwordChanged),
  });

  app.route({
    ...routeOptions(authApi.logout),
    handler: async (request) => {
      await auth.logout(request.caller!.sessionId);
      return success({}, MSG.loggedOut);
    },
  });

  app.route({ ...routeOptions(authApi.passwordRecovery), handler: async () => success({ byEmail: recovery.byEmail }) });

  app.route({
    ...routeOptions(authApi.forgotPassword),
    handler: async (request) => {
      const answer = await recovery.requestLink(request.body, request.ip);
      return success(answer, answer.byEmail ? MSG.forgotPasswordSent : MSG.recoveryByEmailOff);
    },
  });

  app.route({
    ...routeOptions(authApi.resetPassword),
    handler: async (request) => {
      await recovery.resetWithLink(request.body, request.ip);
      return success({}, MSG.passwordResetDone);
    },
  });

  app.route({
    ...routeOptions(authApi.acceptInvitation),
    handler: async (request) => success(await recovery.acceptInvitation(request.body, request.ip), INVITE_MSG.joined),
  });
};
