import { PROBLEM_MSG, problemsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ProblemsService } from './problems.service.ts';

export const problemsRoutes: FastifyPluginAsyncZod<{ problems: ProblemsService }> = async (app, { problems }) => {
  const listAnswer = memoAnswer((page) => success(page));
  app.route({ ...routeOptions(problemsApi.list), handler: async (request, reply) => listAnswer(reply, await problems.list(request.query)) });

  app.route({ ...routeOptions(problemsApi.titles), handler: async () => success({ problems: await problems.titles() }) });

  app.route({
    ...routeOptions(problemsApi.myCustom),
    handler: async (request) => success({ problem: await problems.myCustom(currentUser(request).id) }),
  });

  app.route({
    ...routeOptions(problemsApi.createCustom),
    handler: async (request, reply) =>
      reply.status(201).send(success({ problem: await problems.createCustom(currentUser(request).id, request.body) }, PROBLEM_MSG.customCreated)),
  });

  app.route({
    ...routeOptions(problemsApi.get),
    handler: async (request) => success({ problem: await problems.get(currentUser(request), request.params.id) }),
  });

  app.route({
    ...routeOptions(problemsApi.create),
    handler: async (request, reply) =>
      reply.status(201).send(success({ problem: await problems.create(currentUser(request).id, request.body) }, PROBLEM_MSG.created)),
  });

  app.route({
    ...routeOptions(problemsApi.update),
    handler: async (request) => success({ problem: await problems.update(request.params.id, request.body) }, PROBLEM_MSG.updated),
  });
};
