import { z } from 'zod';
import { ok } from '../shared/api-envelope.ts';
import { CHECK_IN, CHECK_IN_MSG, checkInResultSchema, checkInSchema, checkInStatusSchema, checkInWindowSchema, openCheckInSchema } from './check-in-schemas.ts';
import { defineRoute } from '../shared/define-route.ts';
import { idParams } from '../shared/route-params.ts';
import { SCORE_RULES } from '../leaderboard/leaderboard-schemas.ts';

const STAFF = ['mentor', 'superadmin'] as const;
const windowData = ok(z.object({ session: checkInWindowSchema }));
const params = idParams(CHECK_IN_MSG.notFound);

export const checkInApi = {
  open: defineRoute({
    method: 'POST',
    path: '/check-in/sessions',
    tag: 'check-in',
    summary: 'Open a check-in window for today (QR code on my screen)',
    description:
      "A mentor's window admits their assigned bootcamp participants, a superadmin's every bootcamp participant. Today (event time zone) must be an event day. One open window per owner: a second answers 409.",
    access: STAFF,
    body: openCheckInSchema,
    response: { 201: windowData },
    errors: [409],
  }),
  current: defineRoute({
    method: 'GET',
    path: '/check-in/sessions/current',
    tag: 'check-in',
    summary: 'My open check-in window, or null',
    access: STAFF,
    response: { 200: ok(z.object({ session: checkInWindowSchema.nullable() })) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/check-in/sessions/:id',
    tag: 'check-in',
    summary: 'A check-in window: the code to show now and who has checked in',
    description: 'Its owner, or a superadmin.',
    access: STAFF,
    params,
    response: { 200: windowData },
    errors: [403, 404],
  }),
  close: defineRoute({
    method: 'DELETE',
    path: '/check-in/sessions/:id',
    tag: 'check-in',
    summary: 'Close a check-in window: no more check-ins through it',
    description: 'Its owner, or a superadmin. Closing a closed window answers it as it is.',
    access: STAFF,
    params,
    response: { 200: windowData },
    errors: [403, 404],
  }),
  status: defineRoute({
    method: 'GET',
    path: '/check-in/status',
    tag: 'check-in',
    summary: 'Whether a check-in window that admits me is open, and whether I am present today',
    access: 'bootcamp',
    response: { 200: ok(checkInStatusSchema) },
  }),
  checkIn: defineRoute({
    method: 'POST',
    path: '/check-in',
    tag: 'check-in',
    summary: 'Check in with the code on the screen: present today',
    description: `The ${CHECK_IN.codeLength}-character code or the URL the QR code holds. Marks today present (${SCORE_RULES.pointsPerPresentDay} points) once; a second time answers 200 'Already checked in' and changes nothing. ${CHECK_IN.attemptsPerMinute} attempts a minute per person.`,
    access: 'bootcamp',
    body: checkInSchema,
    response: { 200: ok(checkInResultSchema) },
    errors: [403, 404, 409, 429],
  }),
} as const;
