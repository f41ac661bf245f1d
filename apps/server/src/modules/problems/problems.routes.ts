import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROBLEM_MSG, customProblemSchema, problemListQuerySchema, problemSchema, problemUpdateSchema } from '@hackcamp/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ProblemsService } from './problems.service.ts';

const idParams = z.object({ id: z.string().uuid({ error: 'Problem statement not found' }) });

export const problemsRoutes: FastifyPluginAsyncZod<{ problems: ProblemsService }> = async (app, { problems }) => {
  app.get('/', { preHandler: app.requireUser, schema: { querystring: problemListQuerySchema } }, async (request) => ({
    success: true,
    data: await problems.list(request.query),
  }));

  app.get('/titles', { preHandler: app.requireUser }, async () => ({ success: true, data: { problems: await problems.titles() } }));

  app.get('/my-custom', { preHandler: app.requireRole('participant') }, async (request) => ({
    success: true,
    data: { problem: await problems.myCustom(currentUser(request).id) },
  }));

  app.post('/custom', { preHandler: app.requireRole('participant'), schema: { body: customProblemSchema } }, async (request, reply) => {
    const problem = await problems.createCustom(currentUser(request).id, request.body);
    return reply.status(201).send({ success: true, message: PROBLEM_MSG.customCreated, data: { problem } });
  });

  app.get('/:id', { preHandler: app.requireUser, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: { problem: await problems.get(currentUser(request), request.params.id) },
  }));

  app.post('/', { preHandler: app.requireRole('superadmin'), schema: { body: problemSchema } }, async (request, reply) => {
    const problem = await problems.create(currentUser(request).id, request.body);
    return reply.status(201).send({ success: true, message: PROBLEM_MSG.created, data: { problem } });
  });

  app.put('/:id', { preHandler: app.requireRole('superadmin'), schema: { params: idParams, body: problemUpdateSchema } }, async (request) => ({
    success: true,
    message: PROBLEM_MSG.updated,
    data: { problem: await problems.update(request.params.id, request.body) },
  }));
};
