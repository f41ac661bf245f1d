import { idempotencyKeyHeaders } from '../shared/idempotency.ts';
import { z } from 'zod';
import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { TASK_MSG, createTaskSchema, taskDeleteQuerySchema, taskListQuerySchema, updateTaskSchema } from './tasks-schemas.ts';
import { taskDeleteImpactSchema, taskViewSchema } from './tasks-types.ts';
import { idParams } from '../shared/route-params.ts';

const params = idParams(TASK_MSG.notFound);
const taskData = ok(z.object({ task: taskViewSchema }));
const tasksData = ok(z.object({ tasks: z.array(taskViewSchema) }));

export const tasksApi = {
  list: defineRoute({
    method: 'GET',
    path: '/tasks',
    tag: 'tasks',
    summary: 'Daily tasks (participants see active ones only)',
    access: 'bootcamp-or-staff',
    query: taskListQuerySchema,
    response: { 200: tasksData },
  }),
  active: defineRoute({
    method: 'GET',
    path: '/tasks/active',
    tag: 'tasks',
    summary: 'Active daily tasks',
    access: 'bootcamp-or-staff',
    response: { 200: tasksData },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/tasks/:id',
    tag: 'tasks',
    summary: 'One task',
    access: 'bootcamp-or-staff',
    params,
    response: { 200: taskData },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/tasks',
    tag: 'tasks',
    summary: 'Add a task to a day',
    access: ['superadmin'],
    body: createTaskSchema,
    headers: idempotencyKeyHeaders,
    response: { 201: taskData },
    errors: [422],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/tasks/:id',
    tag: 'tasks',
    summary: 'Change a task',
    access: ['superadmin'],
    params,
    body: updateTaskSchema,
    response: { 200: taskData },
  }),
  toggle: defineRoute({
    method: 'PATCH',
    path: '/tasks/:id/toggle-status',
    tag: 'tasks',
    summary: 'Activate or deactivate a task',
    access: ['superadmin'],
    params,
    response: { 200: taskData },
  }),
  impact: defineRoute({
    method: 'GET',
    path: '/tasks/:id/impact',
    tag: 'tasks',
    summary: 'What deleting a task would remove: its submissions, the graded ones and their points',
    access: ['superadmin'],
    params,
    response: { 200: ok(z.object({ impact: taskDeleteImpactSchema })) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/tasks/:id',
    tag: 'tasks',
    summary: 'Delete a task; with its submissions only when asked (scores are recomputed)',
    description:
      'A task with submissions answers 409, naming how many and the points graded, unless the query says withSubmissions=true: then its submissions go with it and their graded scores come off the participants’ totals in the same transaction. The counts are taken under lock, so work submitted or graded after the screen showed them is never deleted unannounced. Deactivating hides a task and keeps every score.',
    access: ['superadmin'],
    params,
    query: taskDeleteQuerySchema,
    response: { 200: ok(z.object({ removed: taskDeleteImpactSchema.describe('What went with the task, counted when it ran') })) },
    errors: [409],
  }),
} as const;
