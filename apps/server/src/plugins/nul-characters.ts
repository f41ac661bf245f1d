import type { FastifySchemaCompiler } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** PostgreSQL text cannot hold U+0000; refuse it with a clear 400 instead of failing in the query. */
export function assertNoNul(...values: unknown[]) {
  if (values.some((v) => hasNul(v))) throw badRequest(NUL_MESSAGE);
}

/**
 * The app's validator, refusing a NUL in a query or in path parameters before their schema is
 * checked (so the answer is the NUL message, not a format error). Checked here rather than in a
 * hook, a read runs no extra hook for it. Bodies are checked by the write routes' hook (app.ts), before any schema sees them.
 */
export function refuseNulInQueryAndParams<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return validate;
    return (data: unknown) => (hasNul(data) ? { error: badRequest(NUL_MESSAGE) } : validate(data));
  };
}
