import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Writes each answer with a serializer compiled once per route and status from its declared zod
 * schema (as JSON Schema), the way Fastify serializes its own routes. Like the zod check it
 * replaces, it writes only the declared fields, so nothing undeclared (a password hash, an
 * internal id) ever leaves; it costs a third of parsing every answer with zod and then
 * stringifying it, which took a quarter of the CPU of a cached read (docs/benchmarks.md).
 * A missing required field still fails the answer with a 500 instead of sending half of it.
 *
 * The serializer trusts the value's types and does not check enums or formats: it writes a
 * number given for a text field as text, a null for an optional text field as "", and an enum
 * value outside the enum as it is. With `checkAnswers` (CHECK_ANSWERS=true: the API tests, the
 * browser tests' server) every answer is also parsed with its zod schema, so such an answer fails
 * with a 500 and a message naming the route. Without it, the compiled serializer is all there is.
 */
export function createResponseSerializerCompiler({ checkAnswers }: { checkAnswers: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) throw new Error('A response schema must be a zod schema');
    // Output shapes: what the server sends. Values JSON Schema cannot describe (dates) are written
    // as JSON.stringify writes them.
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
    const write = fastJson(openObjects(json) as Parameters<typeof fastJson>[0]);
    return checkAnswers ? checked(write, schema, `${method} ${url} (${httpStatus})`) : write;
  };
}

export const responseSerializerCompiler = createResponseSerializerCompiler({ checkAnswers: process.env.CHECK_ANSWERS === 'true' });

/**
 * The serializer, then two parses of the answer with its schema: what was written (an enum value
 * or a format the serializer let through), and the value the route gave as JSON would carry it (a
 * type the serializer coerced: its written form may pass, `"5"` for 5). Either failing throws,
 * and the error handler answers 500. The error is printed too: the tests run without a logger.
 */
function checked(write: (data: unknown) => string, schema: z.ZodType, route: string) {
  return (data: unknown): string => {
    const text = write(data);
    let result = schema.safeParse(JSON.parse(text));
    if (result.success) result = schema.safeParse(JSON.parse(JSON.stringify(data)));
    if (!result.success) {
      const error = new Error(`${route} answered a value its response schema refuses:\n${z.prettifyError(result.error)}`);
      process.stderr.write(`${error.message}\n`);
      throw error;
    }
    return text;
  };
}

/**
 * Drops `additionalProperties: false`. The serializer writes declared properties only either
 * way, but it picks the branch of a union or a nullable object by validating the value, and a
 * closed object would refuse a row carrying one more field than the answer declares (a 500
 * where zod would have stripped the field).
 */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (!node || typeof node !== 'object') return node;
  const open: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (!(key === 'additionalProperties' && value === false)) open[key] = openObjects(value);
  return open;
}
