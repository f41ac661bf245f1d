import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { HTTP_TIMEOUTS } from '../src/plugins/http-timeouts.ts';
import { openLive } from './helpers/live-client.ts';
import { ownDatabase, spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';
import { signUpParticipant, TEST_SECRET } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

/**
 * What a client may hold a connection with. Shortened timeouts on a listening app show which
 * connection each one cuts and which it leaves alone; the real process, with its own, cuts a
 * slowloris client.
 */
const SHORT = { headersMs: 1_000, requestMs: 3_000, idleSocketMs: 4_000, keepAliveMs: 1_000, checkEveryMs: 200 };

let database: Database;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    tokens: new TokenService(TEST_SECRET, 3600),
    config: { webDist: '/nonexistent', trustProxy: false, logLevel: 'silent' },
    httpTimeouts: SHORT,
    liveKeepaliveMs: 500,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface RawExchange {
  /** Everything the server sent. */
  received: string;
  /** Milliseconds from connecting until the server closed the connection, or undefined if it did not within `waitMs`. */
  closedAfterMs: number | undefined;
}

/**
 * Opens a raw connection to `target` and writes `parts` one every `everyMs`, stopping when the
 * server closes. Resolves once closed, or after `waitMs`.
 */
function trickle(target: number, parts: string[], everyMs: number, waitMs: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(target, '127.0.0.1');
    let received = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < parts.length && !socket.destroyed) socket.write(parts[i++]!);
    }, everyMs);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(undefined), waitMs);
    socket.on('data', (d) => (received += d));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
  });
}

/** A request's headers, one character at a time, never finished. */
const slowHeaders = (path: string) => [...`GET ${path} HTTP/1.1\r\nHost: camp.example.edu\r\nUser-Agent: `, ...'x'.repeat(10_000)];

describe('timeouts on a listening app', () => {
  it('cuts a client sending its headers a byte at a time, with a 408', { timeout: 20_000 }, async () => {
    const { received, closedAfterMs } = await trickle(port, slowHeaders('/api/health'), 50, 8_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeLessThan(SHORT.headersMs + 4 * SHORT.checkEveryMs + 500);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a connection that opens and sends nothing', { timeout: 20_000 }, async () => {
    const { closedAfterMs } = await trickle(port, [], 1_000, 8_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeLessThan(SHORT.headersMs + 4 * SHORT.checkEveryMs + 500);
  });

  it('takes a body that arrives slowly within the request timeout, and cuts one slower than it', { timeout: 30_000 }, async () => {
    const body = JSON.stringify({ email: 'slow@test.dev', password: 'secret12' });
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: camp.example.edu\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // Within: the body in ten parts over ~2 s (the headers timeout of 1 s does not apply to it).
    const chunks = (n: number) => Array.from({ length: n }, (_, i) => body.slice(Math.floor((i * body.length) / n), Math.floor(((i + 1) * body.length) / n)));
    const within = await trickle(port, [head, ...chunks(10)], 200, 10_000);
    expect(within.received).toMatch(/^HTTP\/1\.1 401 /);
    // Slower: one byte every 150 ms never finishes within 3 s.
    const slower = await trickle(port, [head, ...body.split('')], 150, 15_000);
    expect(slower.closedAfterMs).toBeDefined();
    expect(slower.closedAfterMs!).toBeLessThan(SHORT.requestMs + 4 * SHORT.checkEveryMs + 1_000);
    expect(slower.received).not.toMatch(/^HTTP\/1\.1 401 /);
  });

  it('leaves a live stream open past every timeout: it is past its request once its headers are in', { timeout: 30_000 }, async () => {
    const { token } = await signUpParticipant(app);
    const live = await openLive(`http://127.0.0.1:${port}`, token);
    try {
      expect(live.status).toBe(200);
      let ended = false;
      void live.ended.then(() => (ended = true));
      // Longer than the request, header and idle-socket timeouts together.
      await new Promise((r) => setTimeout(r, SHORT.requestMs + SHORT.idleSocketMs));
      expect(ended).toBe(false);
      expect(live.comments).toBeGreaterThan(5);
    } finally {
      live.close();
    }
  });
});

describe('the real process', () => {
  let server: ServerProcess;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const database = await ownDatabase();
    cleanups.push(() => database.drop());
    server = spawnServer(database.env);
    cleanups.unshift(() => server.stop());
    await waitForHealth(server, 170_000);
  }, 180_000);
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('cuts a slowloris client within its headers timeout', { timeout: 60_000 }, async () => {
    const { received, closedAfterMs } = await trickle(Number(new URL(server.base).port), slowHeaders('/'), 200, 40_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(HTTP_TIMEOUTS.headersMs - 100);
    expect(closedAfterMs!).toBeLessThan(HTTP_TIMEOUTS.headersMs + HTTP_TIMEOUTS.checkEveryMs + 3_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });
});
