import { z } from 'zod';
import { ok, paginationWith } from '../shared/api-envelope.ts';
import { auditEntrySchema } from './audit-types.ts';
import { defineRoute } from '../shared/define-route.ts';
import { pageLimit, pageNumber, uuidParam } from '../shared/route-params.ts';

export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/audit',
    tag: 'audit',
    summary: 'Every staff change, newest first, by person and action',
    access: ['superadmin'],
    query: z.object({
      page: pageNumber(),
      limit: pageLimit(20, 100),
      actor: uuidParam('Unknown person').optional(),
      action: z
        .string()
        .trim()
        .max(60)
        .regex(/^[a-z-]+(\.[a-z-]+)*$/, { error: 'Unknown action' })
        .optional(),
    }),
    response: { 200: ok(z.object({ entries: z.array(auditEntrySchema), pagination: paginationWith('totalEntries') })) },
  }),
  actors: defineRoute({
    method: 'GET',
    path: '/audit/actors',
    tag: 'audit',
    summary: 'The people who appear in the trail, for its person filter',
    access: ['superadmin'],
    response: { 200: ok(z.object({ actors: z.array(z.object({ _id: z.string(), name: z.string(), role: z.string() })) })) },
  }),
} as const;
