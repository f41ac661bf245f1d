import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { configUpdateSchema, eventSettingsSchema } from './event-settings-schemas.ts';

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
    summary: "Change the event's settings: switches, name, dates, time zone, public address",
    description:
      'Any subset of what GET answers (the answer sent back unchanged is accepted). Moving the start date or the time zone while attendance, submissions or check-ins exist answers 409 naming what would move, unless `confirmDateChange` is true.',
    access: ['superadmin'],
    body: configUpdateSchema,
    response: { 200: ok(eventSettingsSchema) },
    errors: [409],
  }),
} as const;
