import { ADMIN_MSG, INVITE_MSG, usersApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { accountMessage } from '../auth/auth.service.ts';
import type { PasswordRecoveryService } from '../auth/password-recovery.service.ts';
import type { ParticipantEmails } from './participant-emails.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; recovery: PasswordRecoveryService; emails: ParticipantEmails }> = async (
  app,
  { users, recovery, emails },
) => {
  app.route({ ...routeOptions(usersApi.myMentor), handler: async (request) => success({ mentor: await users.myMentor(currentUser(request).id) }) });

  const participantsAnswer = memoAnswer((participants) => success({ participants }));
  app.route({
    ...routeOptions(usersApi.myParticipants),
    handler: async (request, reply) => participantsAnswer(reply, await users.myParticipants(currentUser(request).id)),
  });

  const leaderboardAnswer = memoAnswer((page) => success(page));
  app.route({
    ...routeOptions(usersApi.leaderboard),
    handler: async (request, reply) => {
      const caller = currentUser(request);
      // A search by email would tell who has which address: by name only where emails are hidden.
      const nameOnly = request.query.role === 'participant' && !(await emails.shownTo(caller));
      const page = await users.leaderboard(request.query, nameOnly);
      return leaderboardAnswer(reply, await emails.leaderboardPage(caller, request.query.role, page));
    },
  });

  app.route({ ...routeOptions(usersApi.myRank), handler: async (request) => success({ entry: await users.myRank(currentUser(request).id) }) });

  app.route({ ...routeOptions(usersApi.leaderboardSummary), handler: async () => success(await users.summary()) });

  app.route({
    ...routeOptions(usersApi.mentors),
    handler: async (request) => success(await users.mentors({ ...request.query, search: request.query.search || undefined })),
  });

  const listAnswer = memoAnswer((page) => success(page));
  app.route({ ...routeOptions(usersApi.list), handler: async (request, reply) => listAnswer(reply, await users.list(request.query)) });

  app.route({
    ...routeOptions(usersApi.create),
    handler: async (request, reply) => {
      const created = await users.addParticipant(currentUser(request), request.body);
      return reply.status(201).send(success(created, accountMessage(created, INVITE_MSG.participantAdded)));
    },
  });

  app.route({
    ...routeOptions(usersApi.invite),
    handler: async (request) => {
      const { invitedAt, email } = await recovery.invite(currentUser(request), request.params.id);
      return success({ invitedAt }, INVITE_MSG.sent(email));
    },
  });

  app.route({ ...routeOptions(usersApi.mentorsAll), handler: async () => success({ mentors: await users.mentorsWithParticipants() }) });

  app.route({ ...routeOptions(usersApi.get), handler: async (request) => success({ user: await users.detail(request.params.id) }) });

  app.route({ ...routeOptions(usersApi.impact), handler: async (request) => success({ impact: await users.deletionImpact(request.params.id) }) });

  app.route({
    ...routeOptions(usersApi.update),
    handler: async (request) => success({ user: await users.update(currentUser(request), request.params.id, request.body) }, ADMIN_MSG.userUpdated),
  });

  app.route({
    ...routeOptions(usersApi.remove),
    handler: async (request) => {
      await users.remove(currentUser(request), request.params.id);
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
      const user = await users.toggleStatus(currentUser(request), request.params.id);
      return success({ user }, user.isActive ? ADMIN_MSG.userActivated : ADMIN_MSG.userDeactivated);
    },
  });
};
