import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { LANDING_COUNTS_MAX_AGE_MS } from './landing-defaults.ts';
import { landingContentSchema, landingSchema } from './landing-schemas.ts';

export const landingApi = {
  get: defineRoute({
    method: 'GET',
    path: '/config/landing',
    tag: 'config',
    summary: "The landing page's texts: tagline, about, stats, tracks, curriculum, rewards, partners, FAQ",
    description: `Public. Until the organiser saves their own, the built-in texts with every stat computed from the event. A computed stat's value is filled by the server (counts may be up to ${LANDING_COUNTS_MAX_AGE_MS / 1000} s old).`,
    access: 'public',
    response: { 200: ok(landingSchema) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/config/landing',
    tag: 'config',
    summary: "Replace the landing page's texts",
    description:
      'The whole set, with at least `tagline` and `stats`; a section left out keeps its built-in texts, an empty list hides it. What GET answers is accepted unchanged. A value sent for a computed stat is ignored.',
    access: ['superadmin'],
    body: landingContentSchema,
    response: { 200: ok(landingSchema) },
  }),
} as const;
