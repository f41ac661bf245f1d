import { apiFailureSchema, type Access, type FileResponse, type RouteSpec } from '@hackcamp/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardFor } from './auth.ts';

const isFile = (r: unknown): r is FileResponse => typeof r === 'object' && r !== null && (r as FileResponse).kind === 'file';

/** Only the 2xx schemas reach the handler's type: failures are thrown, never returned. */
type SuccessSchemas<S extends RouteSpec> = {
  [K in keyof S['response']]: S['response'][K] extends FileResponse ? z.ZodUnknown : S['response'][K];
};

function accessNote(access: Access): string {
  if (access === 'public') return 'Access: anyone.';
  if (access === 'user') return 'Access: any signed-in user.';
  if (access === 'bootcamp') return 'Access: bootcamp participants.';
  if (access === 'bootcamp-or-staff') return 'Access: bootcamp participants and staff.';
  return `Access: ${access.join(', ')}.`;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid; the message (and errors, per field) says what to fix',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but not allowed to do this',
  404: 'There is no such thing (or it is not visible to the caller)',
  409: 'It conflicts with the current state: a cap reached, a duplicate, a switch turned off',
  413: 'The request or its file is too large',
  415: 'The body is not in a format this call accepts',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many attempts; wait a few minutes',
  500: 'A fault on our side',
  502: 'A server this call depends on (the mail server) refused or did not answer; nothing needs undoing, try again',
  503: 'The database is away for a moment, or its disk is full; a create sent with an Idempotency-Key may be sent again with the same key',
};

const anyObject = z.record(z.string(), z.unknown());

/** What the handler receives as its body: the declared forms, or any object when the service picks the form. */
type BodySchema<S extends RouteSpec> = S['bodyParsedByService'] extends true ? typeof anyObject : S['body'];

/** Validates as the app's compiler does, except a service-parsed body, which must only be an object. */
const serviceParsedBodyCompiler: FastifySchemaCompiler<unknown> = (route) =>
  validatorCompiler({ ...route, schema: route.httpPart === 'body' ? anyObject : (route.schema as z.ZodType) });

/** The statuses a route can fail with, each answered with the one error envelope. */
function errorStatuses(spec: RouteSpec): number[] {
  const statuses = new Set<number>([400, 500, 503, ...(spec.errors ?? [])]);
  if (spec.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (spec.params) statuses.add(404);
  if (spec.body || spec.multipart) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort();
}

/**
 * A contract route as Fastify route options: method, URL, guard and every schema. Spread it into
 * `app.route({ ...routeOptions(spec), handler })`; the handler is then typed by the contract and
 * its answer is checked against it.
 */
export function routeOptions<const S extends RouteSpec>(spec: S) {
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(spec.response)) {
    if (!status.startsWith('2')) {
      response[status] = { description: ERROR_DESCRIPTIONS[Number(status)], content: { 'application/json': { schema } } };
      continue;
    }
    response[status] = isFile(schema)
      ? { description: schema.description, content: { [schema.contentType]: { schema: z.string().meta({ format: 'binary' }) } } }
      : (schema as z.ZodType).describe(status === '201' ? 'Created' : 'Success');
  }
  // Described per status around the one shared envelope, so the reference lists it once.
  for (const status of errorStatuses(spec)) {
    if (status in spec.response) continue;
    response[status] = { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: apiFailureSchema } } };
  }
  const guard = guardFor(spec);
  return {
    method: spec.method,
    url: spec.path,
    // Who may call is decided first, from the token alone: before the body is read or any input
    // is validated, so an anonymous call is a 401 and a wrong role a 403, never a field error.
    ...(guard && { onRequest: guard }),
    ...(spec.bodyParsedByService && { validatorCompiler: serviceParsedBodyCompiler }),
    schema: {
      summary: spec.summary,
      description: [spec.description, spec.multipart?.description, accessNote(spec.access)].filter(Boolean).join('\n\n'),
      tags: [spec.tag],
      ...(spec.access !== 'public' && { security: [{ bearerAuth: [] }] }),
      ...(spec.multipart && { consumes: ['multipart/form-data'] }),
      // Only the parts a route has: Fastify warns about keys that are present but empty.
      ...((spec.params ? { params: spec.params } : {}) as { params: S['params'] }),
      ...((spec.query ? { querystring: spec.query } : {}) as { querystring: S['query'] }),
      ...((spec.headers ? { headers: spec.headers } : {}) as { headers: S['headers'] }),
      ...((spec.body ? { body: spec.body } : {}) as { body: BodySchema<S> }),
      response: response as unknown as SuccessSchemas<S>,
    },
  };
}
