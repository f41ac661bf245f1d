import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MSG } from '@hackcamp/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPool, type Db } from '../src/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { refusingAddress } from './helpers/refusing-address.ts';
import { json, startTestApp, TEST_SECRET, type TestApp } from './helpers/test-app.ts';

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true)";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await startTestApp({ webDist });
});
afterAll(() => t.close());

const silentFeed = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  caughtUp: async () => undefined,
  heardCommits: async () => undefined,
  alive: true,
  epoch: 0,
  close: async () => undefined,
};

describe('health', () => {
  it('reports the engine it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ status: 'ok', database: process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite', feed: 'up', storage: 'ok' });
  });

  it('answers 503 with a clear message, not 500, while the PostgreSQL server cannot be reached', async () => {
    // A real pool on a port nobody listens on: the driver's own "connection refused".
    const nobody = await refusingAddress();
    const pool = createPool(`postgres://postgres@${nobody.host}:${nobody.port}/none`, 2, () => undefined);
    const tokens = new TokenService(TEST_SECRET, 3600);
    const app = await buildApp({
      database: { db: drizzle(pool) as unknown as Db, urgent: drizzle(pool) as unknown as Db, engine: 'postgres', feed: silentFeed, close: () => pool.end() },
      tokens,
      config: { webDist, trustProxy: false, logLevel: 'silent' },
    });
    try {
      const unavailable = { success: false, message: OPS_MSG.databaseNotAnswering };
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, json(health)]).toEqual([
        503,
        { ...unavailable, data: { status: 'unavailable', database: 'unreachable', feed: 'up', storage: 'ok' } },
      ]);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.dev', password: 'secret12' } });
      expect([login.statusCode, json(login)]).toEqual([503, unavailable]);
      const { token } = await tokens.sign('00000000-0000-0000-0000-000000000000');
      const signedIn = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
      expect([signedIn.statusCode, json(signedIn)]).toEqual([503, unavailable]);
    } finally {
      await app.close();
      await pool.end();
      await nobody.release();
    }
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, frame protection and a referrer policy on API and pages', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      // A JSON answer may load nothing at all; a page only what it ships.
      expect(csp, url).toContain(url.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      if (!csp.includes("default-src 'none'")) expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('denies microphone, geolocation, payment and USB on every page, errors included; the camera to the app itself only (check-in scans)', async () => {
    for (const url of ['/', '/login', '/no/such/page', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) expect(policy, url).toContain(`${feature}=()`);
      expect(policy, url).toContain('camera=(self)');
      expect(policy, url).not.toContain('camera=()');
    }
  });

  it('allows exactly the inline theme script by its hash, no other inline script, and WebAssembly (the scanner)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc.trim().split(/\s+/).sort()).toEqual([`'self'`, `'sha256-${hash}'`, `'wasm-unsafe-eval'`].sort());
  });
});

describe('web app serving', () => {
  it('serves index.html for client routes and real files as themselves', async () => {
    for (const url of ['/', '/login', '/swapanth/register', '/judge/evaluate/123', '/some/unknown/path']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('does not serve files outside the web folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../../package.json' });
    expect(res.body).not.toContain('"workspaces"');
  });
});

describe('data folder lock', () => {
  it('refuses a second holder of the same folder and frees it on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-lock-'));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-lock-'));
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', 'console.log(process.pid)']);
    fs.writeFileSync(path.join(dir, 'hackcamp.lock'), stdout.trim());
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'hackcamp.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('refuses a short JWT_SECRET and a bad port with clear messages', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
