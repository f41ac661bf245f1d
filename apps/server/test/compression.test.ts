import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createProblem } from './helpers/teams-fixtures.ts';

// A built web app in miniature: one script and the page, each with the .br and .gz copies the
// build writes next to it. The copies are made here at other settings than the server would use,
// so the bytes show whether the stored copy was sent.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const page = `<!doctype html><html><head><title>HackCamp</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const stored = (text: string) => ({
  br: zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: zlib.gzipSync(text, { level: 9 }),
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  for (const [file, text] of [
    ['index.html', page],
    ['assets/app-abc123.js', script],
  ] as const) {
    fs.writeFileSync(path.join(webDist, file), text);
    const { br, gz } = stored(text);
    fs.writeFileSync(path.join(webDist, `${file}.br`), br);
    fs.writeFileSync(path.join(webDist, `${file}.gz`), gz);
  }
  t = await startTestApp({ webDist });
  admin = await createStaff(t, 'superadmin');
  // Enough statements for the list answer to pass 1 KB.
  for (let i = 0; i < 5; i++) await createProblem(t, admin.token);
});
afterAll(() => t.close());

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('built web app', () => {
  it('sends the stored .br or .gz copy of a file to a browser that accepts it, and the file itself otherwise', async () => {
    const { br, gz } = stored(script);
    const asBr = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asBr.statusCode).toBe(200);
    expect(asBr.headers['content-encoding']).toBe('br');
    expect(asBr.headers['content-type']).toMatch(/javascript/);
    expect(asBr.headers['cache-control']).toContain('immutable');
    expect(varies(asBr)).toBe(true);
    expect(asBr.rawPayload.equals(br)).toBe(true);

    const asGzip = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(varies(asGzip)).toBe(true);
    expect(asGzip.rawPayload.equals(gz)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toBe(true);
    expect(plain.body).toBe(script);
  });

  it('sends the page for client routes compressed the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(varies(res)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });
});

describe('API answers', () => {
  const list = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/config/problems?limit=20',
      headers: { ...bearer(admin.token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('compresses a large JSON answer when asked, and sends it plain when not', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const data = plain.json();
    expect(data.data.problems.length).toBeGreaterThanOrEqual(5);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(data);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(data);
  });

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });
});
