import { usersApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { MentorsService } from './mentors.service.ts';

export const mentorsRoutes: FastifyPluginAsyncZod<{ mentors: MentorsService }> = async (app, { mentors }) => {
  app.route({ ...routeOptions(usersApi.myMentor), handler: async (request) => success({ mentor: await mentors.myMentor(currentUser(request).id) }) });

  const participantsAnswer = memoAnswer((participants) => success({ participants }));
  app.route({
    ...routeOptions(usersApi.myParticipants),
    handler: async (request, reply) => participantsAnswer(reply, await mentors.myParticipants(currentUser(request).id)),
  });

  app.route({
    ...routeOptions(usersApi.mentors),
    handler: async (request) => success(await mentors.directory({ ...request.query, search: request.query.search || undefined })),
  });

  app.route({ ...routeOptions(usersApi.mentorsAll), handler: async () => success({ mentors: await mentors.withParticipants() }) });
};
