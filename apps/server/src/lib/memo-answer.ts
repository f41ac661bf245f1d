import type { FastifyReply } from 'fastify';

/**
 * For a route that answers with a value held in memory (a cached list, a person's cached reads):
 * the answer is written by the route's own serializer once per value, and sent as written to
 * every later reader of the same value. `envelope` puts the value into the route's answer. A cache replaces a value when its data changes, so a
 * written answer lives exactly as long as its value. One memo per route: the same value may be
 * answered differently elsewhere.
 */
export function memoAnswer<T extends object>(envelope: (value: T) => unknown) {
  const written = new WeakMap<T, string>();
  return (reply: FastifyReply, value: T): FastifyReply => {
    let json = written.get(value);
    // Our serializer (response-serializer.ts) writes strings.
    if (json === undefined) written.set(value, (json = reply.serialize(envelope(value)) as string));
    // A JSON string with a JSON type is sent as it is (Fastify skips serializing it).
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
