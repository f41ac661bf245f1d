import { pbkdf2 } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../src/plugins/compression.ts';

// The API's compression on a bare Fastify: every kind of answer a route can give.
const text = (bytes: number) => JSON.stringify({ words: Array.from({ length: Math.ceil(bytes / 10) }, (_, i) => `w-${i % 97}`) });
const big = text(200 * 1024); // past the size compressed in the event loop: through the thread pool
const medium = text(4 * 1024);
// A bulk mark of 100 answers about 30 KB: within the size compressed in the event loop.
const write = text(30 * 1024);
const csv = Array.from({ length: 3000 }, (_, i) => `row ${i},participant,${i % 13}`).join('\n');

const app = Fastify();
beforeAll(async () => {
  await registerCompression(app);
  app.get('/medium', (_request, reply) => reply.type('application/json; charset=utf-8').send(medium));
  app.post('/write', (_request, reply) => reply.type('application/json; charset=utf-8').send(write));
  app.get('/big', (_request, reply) => reply.type('application/json; charset=utf-8').send(big));
  app.get('/small', (_request, reply) => reply.type('application/json; charset=utf-8').send('{"ok":true}'));
  app.get('/buffer', (_request, reply) => reply.type('text/plain').send(Buffer.from(medium)));
  app.get('/csv', (_request, reply) => reply.type('text/csv; charset=utf-8').send(Readable.from([csv.slice(0, 1000), csv.slice(1000)])));
  app.get('/broken', (_request, reply) =>
    reply.type('text/csv').send(
      Readable.from(
        (async function* () {
          yield csv;
          throw new Error('the database went away');
        })(),
      ),
    ),
  );
  // Two bytes per character: 1,023 and 1,024 bytes, against the 1 KB threshold.
  app.get('/accents-below', (_request, reply) => reply.type('application/json').send(`${'é'.repeat(511)}a`));
  app.get('/accents-at', (_request, reply) => reply.type('application/json').send('é'.repeat(512)));
  app.get('/file', (_request, reply) => reply.type('application/octet-stream').send(Buffer.from(medium)));
  app.get('/vary', (_request, reply) => reply.header('vary', 'Origin').type('application/json').send(medium));
  app.get('/own', (_request, reply) => reply.header('content-encoding', 'br').type('application/json').send(zlib.brotliCompressSync(medium)));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string, more: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...more } });

describe('API compression (@fastify/compress, as the app configures it)', () => {
  it('compresses a JSON answer of 1 KB or more in brotli, else gzip, and says it varies', async () => {
    const br = await get('/medium', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(medium);

    const gzip = await get('/medium', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(medium);
  });

  it('compresses a large answer off the main thread to the same bytes', async () => {
    const res = await get('/big', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(big.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(big);
  });

  it("compresses a write's answer in the event loop, without waiting for a thread of the pool", async () => {
    // Every thread of libuv's pool busy for a while (four jobs per thread): a compression handed
    // to the pool, as a stream's would be, waits until one of them is done.
    const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    const finished: number[] = [];
    const busy = Array.from(
      { length: threads * 4 },
      () => new Promise<void>((resolve) => pbkdf2('password', 'salt', 200_000, 32, 'sha256', () => resolve(void finished.push(performance.now())))),
    );
    const res = await app.inject({ method: 'POST', url: '/write', headers: { 'accept-encoding': 'br' } });
    const answeredAt = performance.now();
    await Promise.all(busy);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(write);
    expect(finished.filter((at) => at < answeredAt)).toEqual([]);
  });

  it('compresses a streamed CSV export and a text Buffer', async () => {
    const res = await get('/csv', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(csv);
    const buffer = await get('/buffer', 'br');
    expect(zlib.brotliDecompressSync(buffer.rawPayload).toString()).toBe(medium);
  });

  it('ends a compressed stream whose source fails half-way instead of leaving the client waiting', async () => {
    const res = await get('/broken', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(() => zlib.gunzipSync(res.rawPayload)).toThrow();
  });

  it('sends as they are: small answers, files, answers compressed by their route, and to clients that refuse', async () => {
    const small = await get('/small', 'br');
    expect([small.headers['content-encoding'], small.headers.vary, small.body]).toEqual([undefined, undefined, '{"ok":true}']);
    const file = await get('/file', 'br');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.toString()).toBe(medium);
    const own = await get('/own', 'gzip, br');
    expect(own.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(own.rawPayload).toString()).toBe(medium);
    for (const refusing of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'x'.repeat(300)]) {
      const res = await get('/medium', refusing);
      expect(res.headers['content-encoding'], String(refusing)).toBeUndefined();
      expect(res.body).toBe(medium);
    }
    expect((await get('/medium', 'br', { 'x-no-compression': '1' })).body).toBe(medium);
  });

  it('counts the threshold in UTF-8 bytes, not in characters', async () => {
    const below = await get('/accents-below', 'br');
    expect(below.headers['content-encoding']).toBeUndefined();
    expect(below.body).toBe(`${'é'.repeat(511)}a`);
    const at = await get('/accents-at', 'br');
    expect(at.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(at.rawPayload).toString()).toBe('é'.repeat(512));
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    const res = await get('/vary', 'br');
    expect(String(res.headers.vary).toLowerCase()).toBe('origin, accept-encoding');
    expect(res.headers['content-encoding']).toBe('br');
  });
});
