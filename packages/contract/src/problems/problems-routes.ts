import { z } from 'zod';
import { ok, paginationWith } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { idParams } from '../shared/route-params.ts';
import { createProblemSchema, customProblemSchema, problemListQuerySchema, updateProblemSchema } from './problems-schemas.ts';
import { problemStatementSchema, problemTitleSchema } from './problems-types.ts';

const params = idParams('Problem statement not found');
const problemData = ok(z.object({ problem: problemStatementSchema }));

export const problemsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/config/problems',
    tag: 'problems',
    summary: 'Problem statements, paged, searchable, by domain',
    access: 'user',
    query: problemListQuerySchema,
    response: { 200: ok(z.object({ problems: z.array(problemStatementSchema), pagination: paginationWith('totalProblems') })) },
  }),
  titles: defineRoute({
    method: 'GET',
    path: '/config/problems/titles',
    tag: 'problems',
    summary: 'Every active problem statement, title only (for pickers)',
    access: 'user',
    response: { 200: ok(z.object({ problems: z.array(problemTitleSchema) })) },
  }),
  myCustom: defineRoute({
    method: 'GET',
    path: '/config/problems/my-custom',
    tag: 'problems',
    summary: 'My own custom problem statement (null until I create one)',
    access: ['participant'],
    response: { 200: ok(z.object({ problem: problemStatementSchema.nullable() })) },
  }),
  createCustom: defineRoute({
    method: 'POST',
    path: '/config/problems/custom',
    tag: 'problems',
    summary: 'Create my custom problem statement (one per participant)',
    access: ['participant'],
    body: customProblemSchema,
    response: { 201: problemData },
    errors: [409],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/config/problems/:id',
    tag: 'problems',
    summary: 'One problem statement',
    access: 'user',
    params,
    response: { 200: problemData },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/config/problems',
    tag: 'problems',
    summary: 'Add a problem statement',
    access: ['superadmin'],
    body: createProblemSchema,
    response: { 201: problemData },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/config/problems/:id',
    tag: 'problems',
    summary: 'Change a problem statement',
    access: ['superadmin'],
    params,
    body: updateProblemSchema,
    response: { 200: problemData },
  }),
} as const;
