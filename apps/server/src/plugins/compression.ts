import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, chooseEncoding, compress, utf8AtLeast, type AnswerEncoding } from '../lib/answer-encoding.ts';

/**
 * JSON and text answers. Submission downloads (`octet-stream`) and pictures go out byte for byte
 * as stored: they are compressed already, or must arrive exactly as uploaded.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/** Above this an answer is compressed on the thread pool; below, at once (quicker than the hop). */
const COMPRESS_IN_BACKGROUND_BYTES = 64 * 1024;

function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/iu.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

function compressStream(encoding: AnswerEncoding) {
  return encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip();
}

function compressInBackground(encoding: AnswerEncoding, payload: string | Buffer, done: (err: Error | null, out: Buffer) => void) {
  if (encoding === 'br') zlib.brotliCompress(payload, BROTLI_OPTIONS, done);
  else zlib.gzip(payload, done);
}

/**
 * Compresses API answers of 1 KB or more when the client accepts it, in one hook on the API scope.
 * Answers held in memory come compressed already (lib/memo-answer.ts) and are left alone, as is
 * anything else that set its own Content-Encoding. The built web app's files are compressed once
 * at build time and served as they are (`preCompressed` in web-assets.ts).
 *
 * This replaced @fastify/compress: its two hooks parsed Accept-Encoding on every request and sent
 * every answer through a stream, which on a cached read cost more than the read itself; the
 * encoding is chosen once per distinct header here (answer-encoding.ts).
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
    const stream = payload instanceof Readable ? payload : null;
    if (typeof payload === 'string') {
      if (!utf8AtLeast(payload, COMPRESS_THRESHOLD_BYTES)) return done(null, payload);
    } else if (Buffer.isBuffer(payload)) {
      if (payload.length < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    } else if (!stream) return done(null, payload);

    varyOnAcceptEncoding(reply);
    const encoding = request.headers['x-no-compression'] === undefined ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (encoding === null) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // pipeline, not pipe: a source that fails half-way (an export whose database went away) must
    // end the compressed answer too, or the client would wait for the rest forever.
    if (stream)
      return done(
        null,
        pipeline(stream, compressStream(encoding), () => {}),
      );
    const body = payload as string | Buffer;
    // A string's length in UTF-16 units is near enough to its size for this choice.
    if (body.length < COMPRESS_IN_BACKGROUND_BYTES) return done(null, compress(encoding, body));
    compressInBackground(encoding, body, (err, out) => (err ? done(err) : done(null, out)));
  });
}
