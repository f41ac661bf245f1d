import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { chooseEncoding } from '../src/lib/answer-encoding.ts';
import { memoAnswer } from '../src/cache/memo-answer.ts';
import { registerCompression } from '../src/plugins/compression.ts';
import { responseSerializerCompiler } from '../src/plugins/response-serializer.ts';
import { success } from '../src/lib/success.ts';

describe('an answer written once per value held in memory', () => {
  it('is written by the route serializer, once per value, and again for a new value', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    let value = { items: [{ name: 'Ada', passwordHash: 'secret' }] };
    let envelopes = 0;
    const answer = memoAnswer((held: object) => (envelopes++, success(held)));
    app.get(
      '/x',
      { schema: { response: { 200: z.object({ success: z.literal(true), data: z.object({ items: z.array(z.object({ name: z.string() })) }) }) } } },
      async (_request, reply) => {
        return answer(reply, value);
      },
    );
    const read = () => app.inject({ url: '/x' });

    const first = await read();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ success: true, data: { items: [{ name: 'Ada' }] } });
    expect((await read()).body).toBe(first.body);
    expect(envelopes).toBe(1);

    value = { items: [{ name: 'Grace', passwordHash: 'secret' }] };
    expect((await read()).json()).toEqual({ success: true, data: { items: [{ name: 'Grace' }] } });
    expect(envelopes).toBe(2);
    await app.close();
  });

  it('is compressed once per value and encoding, for the clients that ask, past the threshold', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    // The plugin compresses everything else on this scope: it must leave these answers alone.
    await registerCompression(app);
    let value = { items: Array.from({ length: 100 }, (_, i) => ({ name: `Participant ${i}` })) };
    const small = { items: [{ name: 'Ada' }] };
    const answer = memoAnswer((held: object) => success(held));
    const schema = { response: { 200: z.object({ success: z.literal(true), data: z.object({ items: z.array(z.object({ name: z.string() })) }) }) } };
    app.get('/large', { schema }, async (_request, reply) => answer(reply, value));
    app.get('/small', { schema }, async (_request, reply) => answer(reply, small));
    const read = (url: string, acceptEncoding?: string) =>
      app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    // Compressed off the event loop, on libuv's thread pool.
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const gzip = vi.spyOn(zlib, 'gzip');
    try {
      const plain = await read('/large');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.json().data.items).toHaveLength(100);

      const chromium = 'gzip, deflate, br, zstd';
      // Readers who arrive while the first compression runs wait for that one.
      const crowd = await Promise.all(Array.from({ length: 20 }, () => read('/large', chromium)));
      for (const br of crowd) expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(brotli).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 3; i++) {
        const br = await read('/large', chromium);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
        expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      }
      const gz = await read('/large', 'gzip;q=1, br;q=0');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      await read('/large', 'gzip');
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).toHaveBeenCalledTimes(1);

      // A new value is compressed anew.
      value = { items: value.items.slice(1) };
      const next = await read('/large', chromium);
      expect(JSON.parse(zlib.brotliDecompressSync(next.rawPayload).toString()).data.items).toHaveLength(99);
      expect(brotli).toHaveBeenCalledTimes(2);

      const tiny = await read('/small', chromium);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.json()).toEqual({ success: true, data: small });
      expect((await read('/large', 'identity')).headers['content-encoding']).toBeUndefined();
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
      await app.close();
    }
  });
});

describe('choosing the encoding of an answer', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR ; q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['gzip;q=zero', null],
    [`${'x,'.repeat(200)}gzip`, null],
  ])('%j takes %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
