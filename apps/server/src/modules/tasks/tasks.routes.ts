import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TASK_MSG, taskListQuerySchema, taskSchema, taskUpdateSchema } from '@hackcamp/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { TasksService } from './tasks.service.ts';

const idParams = z.object({ id: z.string().uuid({ error: TASK_MSG.notFound }) });

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  const admin = app.requireRole('superadmin');

  app.get('/', { preHandler: app.requireBootcampOrStaff, schema: { querystring: taskListQuerySchema } }, async (request) => ({
    success: true,
    data: { tasks: await tasks.list(currentUser(request), request.query) },
  }));

  app.get('/active', { preHandler: app.requireBootcampOrStaff }, async (request) => ({
    success: true,
    data: { tasks: await tasks.list(currentUser(request), { isActive: 'true' }) },
  }));

  app.get('/:id', { preHandler: app.requireBootcampOrStaff, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: { task: await tasks.get(currentUser(request), request.params.id) },
  }));

  app.post('/', { preHandler: admin, schema: { body: taskSchema } }, async (request, reply) => {
    const task = await tasks.create(currentUser(request).id, request.body);
    return reply.status(201).send({ success: true, message: TASK_MSG.created, data: { task } });
  });

  app.put('/:id', { preHandler: admin, schema: { params: idParams, body: taskUpdateSchema } }, async (request) => ({
    success: true,
    message: TASK_MSG.updated,
    data: { task: await tasks.update(request.params.id, request.body) },
  }));

  app.patch('/:id/toggle-status', { preHandler: admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: { task: await tasks.toggle(request.params.id) },
  }));

  app.delete('/:id', { preHandler: admin, schema: { params: idParams } }, async (request) => {
    await tasks.remove(request.params.id);
    return { success: true, message: TASK_MSG.deleted, data: {} };
  });
};
