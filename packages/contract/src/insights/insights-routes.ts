import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { INSIGHTS, eventInsightsSchema, mentorInsightsQuerySchema, mentorInsightsSchema, myInsightsSchema } from './insights-schemas.ts';

export const insightsApi = {
  event: defineRoute({
    method: 'GET',
    path: '/insights/event',
    tag: 'insights',
    summary: "The event at a glance: attendance, submissions and grading by day, scores, judges' spread, check-in arrivals",
    description:
      'Computed in SQL over the whole event. Any mark, grade, check-in, evaluation, task or settings change makes it stale; it is built again at most once a second, and a read after a change waits for a value built after it. The latest check-in window is looked up on every call (opening or closing one names no change), its arrivals rebuilt like the rest. Hackathon-only participants and deactivated accounts are left out of attendance, submissions and scores.',
    access: ['superadmin'],
    response: { 200: ok(eventInsightsSchema) },
  }),
  mentor: defineRoute({
    method: 'GET',
    path: '/insights/mentor',
    tag: 'insights',
    summary: "A mentor's group: attendance and submissions by day, and who is falling behind",
    description:
      "A mentor gets their own participants (a `mentorId` naming someone else is refused, 403); a superadmin names the mentor with `mentorId` (400 without one, 404 when it names no mentor). Cached per mentor until their participants' attendance, work or assignments change (at most a minute, as due times pass).",
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
    description: `Mine is cached until my own attendance or work changes, and always shows it. The cohort's median and place are over every active bootcamp participant, built again at most every ${INSIGHTS.cohortRebuildSeconds} seconds after any change and answered at once, so they may be one build behind.`,
    access: 'bootcamp',
    response: { 200: ok(myInsightsSchema) },
  }),
} as const;
