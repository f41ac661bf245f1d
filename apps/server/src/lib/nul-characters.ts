import { badRequest } from '../plugins/errors.ts';

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
