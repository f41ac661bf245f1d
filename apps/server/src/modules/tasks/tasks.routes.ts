import { TASK_MSG, tasksApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { TasksService } from './tasks.service.ts';

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  const listAnswer = memoAnswer((list) => success({ tasks: list }));
  app.route({ ...routeOptions(tasksApi.list), handler: async (request, reply) => listAnswer(reply, await tasks.list(currentUser(request), request.query)) });

  app.route({
    ...routeOptions(tasksApi.active),
    handler: async (request) => success({ tasks: await tasks.list(currentUser(request), { isActive: 'true' }) }),
  });

  app.route({ ...routeOptions(tasksApi.get), handler: async (request) => success({ task: await tasks.get(currentUser(request), request.params.id) }) });

  app.route({
    ...routeOptions(tasksApi.create),
    handler: async (request, reply) =>
      reply.status(201).send(success({ task: await tasks.create(currentUser(request), request.body, request.headers['idempotency-key']) }, TASK_MSG.created)),
  });

  app.route({
    ...routeOptions(tasksApi.update),
    handler: async (request) => success({ task: await tasks.update(currentUser(request), request.params.id, request.body) }, TASK_MSG.updated),
  });

  app.route({ ...routeOptions(tasksApi.toggle), handler: async (request) => success({ task: await tasks.toggle(currentUser(request), request.params.id) }) });

  app.route({
    ...routeOptions(tasksApi.remove),
    handler: async (request) => {
      const removed = await tasks.remove(currentUser(request), request.params.id, { withSubmissions: request.query.withSubmissions === 'true' });
      return success({ removed }, removed.submissions ? TASK_MSG.deletedWith(removed) : TASK_MSG.deleted);
    },
  });

  app.route({ ...routeOptions(tasksApi.impact), handler: async (request) => success({ impact: await tasks.impact(request.params.id) }) });
};
