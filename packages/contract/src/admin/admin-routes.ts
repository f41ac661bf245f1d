import { adminOverviewSchema, setupChecklistSchema } from './admin-types.ts';
import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';

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
  setup: defineRoute({
    method: 'GET',
    path: '/admin/setup',
    tag: 'admin',
    summary: "The first-run checklist: which of the event's set-up steps are done",
    description:
      'Each step is read from the event in one statement: the name and dates set, participants added, mentors assigned, an active task for day 1, a check-in window opened, a judge with a team and a rubric, the certificate rules set.',
    access: ['superadmin'],
    response: { 200: ok(setupChecklistSchema) },
  }),
} as const;
