import zlib from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size that no memo holds (a write's answer: a bulk mark of 100 is 30 KB) are
 * compressed at once in the event loop, brotli at quality 1 taking 0.1-0.5 ms for 30 KB. Through
 * a zlib stream on the thread pool (@fastify/compress's path above its own threshold, 8 KB on two
 * cores) each chunk comes back in a later turn of the loop: at the event's full peak a bulk mark's
 * answer took a median 9-12 ms from its last statement to its last byte, 0.7-0.9 ms in the loop
 * (docs/decisions/0057). The plugin's largest sync size; larger answers still stream.
 */
export const COMPRESS_IN_LOOP_MAX_BYTES = 64 * 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * Brotli's fastest quality. Most answers are read a few times before their data changes, so the
 * first read pays for compressing: on a 23 KB attendance page quality 1 took a third of the time
 * of quality 4 (@fastify/compress's default, used here before), for answers 13% larger (6.7 KB instead of 5.9 KB).
 */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

/**
 * A browser sends the same Accept-Encoding on every request, so each distinct header is read
 * once. Bounded, because the header is the client's text.
 */
const chosen = new Map<string, AnswerEncoding | null>();
const MAX_REMEMBERED = 64;
const MAX_HEADER_LENGTH = 256;

/**
 * The encoding to answer in: brotli when the client takes it, else gzip, else none. A coding
 * listed with `q=0` is refused, as RFC 9110 says; `*` stands for any coding not listed.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding || acceptEncoding.length > MAX_HEADER_LENGTH) return null;
  let choice = chosen.get(acceptEncoding);
  if (choice !== undefined) return choice;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name.trim().toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  choice = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
  if (chosen.size >= MAX_REMEMBERED) chosen.delete(chosen.keys().next().value!);
  chosen.set(acceptEncoding, choice);
  return choice;
}

export function compress(encoding: AnswerEncoding, body: string | Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}

/** `compress` on libuv's thread pool: the event loop goes on answering meanwhile. */
export function compressOffThread(encoding: AnswerEncoding, body: string | Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, result: Buffer) => (err ? reject(err) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI_OPTIONS, done);
    else zlib.gzip(body, done);
  });
}
