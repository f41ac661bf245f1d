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
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) throw new Error('A response schema must be a zod schema');
  // Output shapes: what the server sends. Values JSON Schema cannot describe (dates) are written
  // as JSON.stringify writes them.
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(openObjects(json) as Parameters<typeof fastJson>[0]);
};

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
