import { adminOverviewSchema } from '../admin-types.ts';
import { ok } from '../api-envelope.ts';
import { defineRoute } from '../define-route.ts';

export const adminApi = {
  overview: defineRoute({
    method: 'GET',
    path: '/admin/overview',
    tag: 'admin',
    summary: "The admin Overview tab's figures in one call",
    description:
      'People, tasks and teams counted in the database, and attendance per event day (dates from the configured start date). The same few queries however large the event is.',
    access: ['superadmin'],
    response: { 200: ok(adminOverviewSchema) },
  }),
} as const;
