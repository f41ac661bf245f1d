import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_IN_LOOP_MAX_BYTES, COMPRESS_THRESHOLD_BYTES } from '../lib/answer-encoding.ts';

/**
 * JSON and text answers. Submission downloads (`octet-stream`) and pictures go out byte for byte
 * as stored: they are compressed already, or must arrive exactly as uploaded. A live stream
 * (`text/event-stream`) must not wait in a compressor's buffer.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Compresses API answers of 1 KB or more when the client accepts it (@fastify/compress: brotli,
 * else gzip; answers up to 64 KB at once in the loop, larger ones and streams through zlib's
 * thread pool). Answers held in memory come compressed already (cache/memo-answer.ts) and are
 * left alone, as is anything else that set its own Content-Encoding. The built web app's files
 * are compressed once at build time and served as they are (`preCompressed` in web-assets.ts).
 * Request bodies are never compressed by the web app, so nothing is decompressed
 * (docs/decisions/0021, 0057).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    customTypes: COMPRESSIBLE,
    syncThreshold: COMPRESS_IN_LOOP_MAX_BYTES,
  });
}
