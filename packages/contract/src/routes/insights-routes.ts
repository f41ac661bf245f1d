import { ok } from '../api-envelope.ts';
import { defineRoute } from '../define-route.ts';
import { eventInsightsSchema, mentorInsightsQuerySchema, mentorInsightsSchema, myInsightsSchema } from '../insights-schemas.ts';

export const insightsApi = {
  event: defineRoute({
    method: 'GET',
    path: '/insights/event',
    tag: 'insights',
    summary: "The event at a glance: attendance, submissions and grading by day, scores, judges' spread, check-in arrivals",
    description:
      'Computed in SQL over the whole event and cached until a write changes what it counts. Hackathon-only participants and deactivated accounts are left out of attendance and scores.',
    access: ['superadmin'],
    response: { 200: ok(eventInsightsSchema) },
  }),
  mentor: defineRoute({
    method: 'GET',
    path: '/insights/mentor',
    tag: 'insights',
    summary: "A mentor's group: attendance and submissions by day, and who is falling behind",
    description: 'A mentor gets their own participants (a `mentorId` naming someone else is refused); a superadmin names the mentor with `mentorId`.',
    access: ['mentor', 'superadmin'],
    query: mentorInsightsQuerySchema,
    response: { 200: ok(mentorInsightsSchema) },
    errors: [403, 404],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/insights/me',
    tag: 'insights',
    summary: 'My cumulative score by day against the cohort, and my attendance streak',
    access: 'bootcamp',
    response: { 200: ok(myInsightsSchema) },
  }),
} as const;
