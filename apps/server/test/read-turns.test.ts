import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadTurns, type ReadTurns } from '../src/plugins/read-turns.ts';

/**
 * Reads take turns and a write's steps do not wait behind them (plugins/read-turns.ts). A node
 * under a steady stream of reads (40 connections, each sending its next read as soon as the last
 * is answered, each read 1 ms of work) takes writes of ten steps, each step a round trip to a
 * socket as a database statement is. Counted, not timed: how many reads ran while one write was
 * in flight. Without turns every step waits for every read that arrived meanwhile; with them, for
 * at most one turn's worth.
 */
const CONNECTIONS = 40;
const STEPS = 10;
const PER_TURN = 4;
const WRITES = 5;

let echo: net.Server;
beforeAll(async () => {
  // The database stand-in: answers each byte with itself.
  echo = net.createServer((socket) => socket.pipe(socket));
  echo.listen(0, '127.0.0.1');
  await once(echo, 'listening');
});
afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

async function nodeUnderReads(turns: ReadTurns | null) {
  const database = net.connect((echo.address() as AddressInfo).port, '127.0.0.1');
  await once(database, 'connect');
  const step = () =>
    new Promise<void>((resolve) => {
      database.once('data', () => resolve());
      database.write('x');
    });
  let readsRun = 0;
  const app: FastifyInstance = Fastify();
  if (turns) app.addHook('onRequest', turns.onRequest);
  app.get('/read', async () => {
    busy(1);
    readsRun++;
    return { ok: true };
  });
  app.post('/write', async () => {
    const before = readsRun;
    for (let i = 0; i < STEPS; i++) await step();
    return { readsDuring: readsRun - before };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 1 });
  const call = (method: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  let reading = true;
  let readsAnswered = 0;
  const readers = Array.from({ length: CONNECTIONS }, async () => {
    while (reading) {
      const res = await call('GET', '/read');
      expect(res.status).toBe(200);
      readsAnswered++;
    }
  });
  while (readsRun < CONNECTIONS * 3) await new Promise((r) => setTimeout(r, 5));
  const during: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const res = await call('POST', '/write');
    expect(res.status).toBe(200);
    during.push((JSON.parse(res.body) as { readsDuring: number }).readsDuring);
  }
  reading = false;
  await Promise.all(readers);
  await app.close();
  agent.destroy();
  database.destroy();
  return { during: during.sort((a, b) => a - b), readsAnswered };
}

describe('reads take turns', () => {
  it('a write of ten round trips waits for a turn of reads per step, not for every read that arrived', { timeout: 60_000 }, async () => {
    const without = await nodeUnderReads(null);
    const turns = createReadTurns(PER_TURN);
    const withTurns = await nodeUnderReads(turns);
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;

    // Without turns a step waits for about every connection's read: the setting really is busy.
    expect(median(without.during)).toBeGreaterThanOrEqual(STEPS * CONNECTIONS * 0.5);
    // With them, about one turn per step (and a turn that was already running).
    expect(median(withTurns.during)).toBeLessThanOrEqual((STEPS + 2) * PER_TURN * 2);
    expect(median(withTurns.during) * 4).toBeLessThan(median(without.during));
    // Nothing is lost: every read sent was answered, none is left waiting, and the wait was counted.
    expect(withTurns.readsAnswered).toBeGreaterThan(CONNECTIONS * 3);
    expect(turns.waiting).toBe(0);
    expect(turns.takeMeanWaitMs()).toBeGreaterThan(0);
    expect(turns.takeMeanWaitMs()).toBe(0);
  });

  it('starts reads in the order they arrived, and writes at once', async () => {
    const turns = createReadTurns(2);
    const app = Fastify();
    app.addHook('onRequest', turns.onRequest);
    const order: string[] = [];
    app.get('/r/:n', async (request) => {
      order.push(`read ${(request.params as { n: string }).n}`);
      return {};
    });
    app.post('/w', async () => {
      order.push('write');
      return {};
    });
    await app.ready();
    const answers = await Promise.all([
      ...[1, 2, 3, 4, 5].map((n) => app.inject({ method: 'GET', url: `/r/${n}` })),
      app.inject({ method: 'POST', url: '/w' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(order[0]).toBe('write');
    expect(order.slice(1)).toEqual(['read 1', 'read 2', 'read 3', 'read 4', 'read 5']);
    await app.close();
  });
});
