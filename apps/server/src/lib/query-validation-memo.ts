import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

/** Distinct query strings remembered per route; the oldest goes first. */
const MAX_REMEMBERED = 1_000;
/**
 * Longer queries are checked every time: real ones are short, and a client sending long distinct
 * queries (unknown keys included) must not fill memory with them.
 */
const MAX_KEY_LENGTH = 512;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Query strings repeat: many people ask for the same page of the same list, and checking one
 * against its schema was 3% of a cached read's CPU. Each route checks a distinct query once; the
 * checked value is frozen and shared by every request that sends the same query, so no handler
 * can change it for the next one (an attempt throws). Refused queries are checked every time.
 */
export function memoQueryValidation<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'querystring') return validate;
    const checked = new Map<string, unknown>();
    return (data: unknown) => {
      const key = JSON.stringify(data);
      if (key.length > MAX_KEY_LENGTH) return validate(data);
      const known = checked.get(key);
      if (known !== undefined) return { value: known };
      const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] | Error };
      if (result.error || result.value === undefined) return result;
      if (checked.size >= MAX_REMEMBERED) checked.delete(checked.keys().next().value!);
      checked.set(key, deepFreeze(result.value));
      return result;
    };
  };
}
