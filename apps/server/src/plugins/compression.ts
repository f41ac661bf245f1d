import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from '../lib/answer-encoding.ts';

/**
 * JSON and text answers: the plugin's default list minus `octet-stream`, so submission
 * downloads go out byte for byte as stored. Everything else is decided by mime-db, which
 * compresses JavaScript and SVG and leaves images (avatars), which are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Compresses API answers of 1 KB or more when the client accepts it; answers held in memory come
 * compressed already (lib/memo-answer.ts). Registered on the API scope only: the built web app's
 * files are compressed once at build time and served as they are (`preCompressed` in
 * web-assets.ts), so no request pays for compressing them again.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    customTypes: COMPRESSIBLE,
    // Compressed request bodies are not something the web app sends; keep accepting only plain ones.
    globalDecompression: false,
  });
}
