import { OPS_MSG } from '@hackcamp/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createReadTurns } from '../src/plugins/read-turns.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { eventually } from './helpers/eventually.ts';
import { json, TEST_SECRET } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

/**
 * An overloaded node sheds load: while its event loop is held up (here by busy work of 80 ms
 * each turn, against a bound of 30 ms), every request is answered 503 at once, health included,
 * in the API's failure shape with Retry-After; once the loop is free again it serves as before.
 */
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    tokens: new TokenService(TEST_SECRET, 3600),
    config: { webDist: '/nonexistent', trustProxy: false, logLevel: 'silent' },
    loadShedding: { maxEventLoopDelayMs: 30, sampleIntervalMs: 1000, retryAfterSeconds: 7 },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Busy work of `ms` on every turn of the event loop until stopped, as a node with more work than it can do. */
function holdUpTheLoop(ms: number): () => void {
  let stopped = false;
  const turn = () => {
    if (stopped) return;
    const until = Date.now() + ms;
    while (Date.now() < until);
    setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  return () => void (stopped = true);
}

const overloaded = { success: false, message: OPS_MSG.overloaded };

describe('an overloaded node', () => {
  it('answers 503 with Retry-After at once, health too, and serves again once the loop is free', { timeout: 30_000 }, async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const release = holdUpTheLoop(80);
    try {
      await eventually(async () => {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect([health.statusCode, json(health)]).toEqual([503, overloaded]);
        expect(health.headers['retry-after']).toBe('7');
      }, 5_000);
      // A sign-in is refused before its password is even looked at; a page of the app too.
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.dev', password: 'secret12' } });
      expect([login.statusCode, json(login), login.headers['retry-after']]).toEqual([503, overloaded, '7']);
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(503);
    } finally {
      release();
    }
    await eventually(async () => {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    }, 5_000);
  });

  it('is not a node that merely paused once: one stall of 300 ms in a second sheds nothing', { timeout: 30_000 }, async () => {
    // Let a few quiet samples pass, then stall once, as a large statement on PGlite does.
    await new Promise((r) => setTimeout(r, 1200));
    const until = Date.now() + 300;
    while (Date.now() < until);
    for (let i = 0; i < 5; i++) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode, health.body).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
    }
  });
});

describe('reads waiting for their turn', () => {
  it('count as delay: a node whose reads queue up sheds load though its loop turns fast', { timeout: 30_000 }, async () => {
    const local = await openTestDatabase();
    // The app's read turns, their reported wait raised by what the test says: reads that waited 80 ms each.
    let parkedMs = 0;
    const turns = createReadTurns();
    const take = turns.takeMeanWaitMs.bind(turns);
    turns.takeMeanWaitMs = () => take() + parkedMs;
    const shedding = await buildApp({
      database: local,
      tokens: new TokenService(TEST_SECRET, 3600),
      config: { webDist: '/nonexistent', trustProxy: false, logLevel: 'silent' },
      loadShedding: { maxEventLoopDelayMs: 30, sampleIntervalMs: 200, retryAfterSeconds: 7 },
      readTurns: turns,
    });
    try {
      await shedding.ready();
      expect((await shedding.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      parkedMs = 80;
      await eventually(async () => {
        const health = await shedding.inject({ method: 'GET', url: '/api/health' });
        expect([health.statusCode, json(health)]).toEqual([503, overloaded]);
      }, 5_000);
      parkedMs = 0;
      await eventually(async () => {
        expect((await shedding.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }, 5_000);
    } finally {
      await shedding.close();
      await local.close();
    }
  });
});
