import type { FastifyReply } from 'fastify';
import { type AnswerEncoding, COMPRESS_THRESHOLD_BYTES, chooseEncoding, compressOffThread } from '../lib/answer-encoding.ts';

interface Written {
  json: string;
  /**
   * A small answer's bytes, sent as they are. Written as a string, the answer's UTF-8 length
   * would be counted again on every request, and a string with a character beyond Latin-1 (a
   * name, a dash) takes V8's slow path to count it.
   */
  small?: Buffer;
  /** Compressed the first time a client asks for the encoding. */
  br?: Buffer;
  gzip?: Buffer;
  /** Compressions under way: the readers who ask meanwhile wait for the same one. */
  compressing?: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

/**
 * For a route that answers with a value held in memory (a cached list, a person's cached reads):
 * the answer is written by the route's own serializer once per value, compressed once per value
 * and encoding, and sent as written to every later reader of the same value. Browsers ask for
 * compressed answers, and compressing a 30 KB list on every request cost ten times what the rest
 * of the request did. `envelope` puts the value into the route's answer. A cache replaces a
 * value when its data changes, so a written answer lives exactly as long as its value. One memo
 * per route: the same value may be answered differently elsewhere.
 */
export function memoAnswer<T extends object>(envelope: (value: T) => unknown) {
  const written = new WeakMap<T, Written>();
  return (reply: FastifyReply, value: T): FastifyReply | Promise<FastifyReply> => {
    let answer = written.get(value);
    if (answer === undefined) {
      // Our serializer (response-serializer.ts) writes strings.
      const json = reply.serialize(envelope(value)) as string;
      const bytes = Buffer.byteLength(json);
      // Worth compressing from the threshold of plugins/compression.ts.
      written.set(value, (answer = bytes < COMPRESS_THRESHOLD_BYTES ? { json, small: Buffer.from(json) } : { json }));
    }
    reply.type('application/json; charset=utf-8');
    if (answer.small) return reply.send(answer.small);
    reply.header('Vary', 'Accept-Encoding');
    const headers = reply.request.headers;
    const encoding = headers['x-no-compression'] === undefined ? chooseEncoding(headers['accept-encoding']) : null;
    // A JSON string with a JSON type is sent as it is (Fastify skips serializing it).
    if (encoding === null) return reply.send(answer.json);
    // plugins/compression.ts leaves an answer that already has a Content-Encoding alone.
    const compressed = answer[encoding];
    if (compressed) return reply.header('Content-Encoding', encoding).send(compressed);
    return compressedOnce(answer, encoding).then((body) => reply.header('Content-Encoding', encoding).send(body));
  };
}

/**
 * Off the event loop: when a crowd asks for many values none of which is held (80 mentors'
 * grids, some 1,000 pages), compressing them one after another in the loop was a tenth of its
 * time, and every write's next step waited behind it (docs/benchmarks.md, "Cold pages off the loop").
 */
function compressedOnce(answer: Written, encoding: AnswerEncoding): Promise<Buffer> {
  const compressing = (answer.compressing ??= {});
  return (compressing[encoding] ??= compressOffThread(encoding, answer.json).then(
    (body) => {
      answer[encoding] = body;
      delete compressing[encoding];
      return body;
    },
    (err: unknown) => {
      delete compressing[encoding];
      throw err;
    },
  ));
}
