import { ok } from '../api-envelope.ts';
import { defineRoute } from '../define-route.ts';
import { configUpdateSchema } from '../teams-schemas.ts';
import { eventSettingsSchema } from '../teams-types.ts';

export const configApi = {
  get: defineRoute({
    method: 'GET',
    path: '/config/config',
    tag: 'config',
    summary: "The event's switches, name and dates",
    description: 'Public: the landing page and the sign-in screen read the name and dates too.',
    access: 'public',
    response: { 200: ok(eventSettingsSchema) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/config/config',
    tag: 'config',
    summary: 'Flip a switch or change the event name and dates',
    access: ['superadmin'],
    body: configUpdateSchema,
    response: { 200: ok(eventSettingsSchema) },
  }),
} as const;
