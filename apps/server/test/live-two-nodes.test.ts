import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres } from './helpers/test-database.ts';
import { endsWithin, liveStreams, requestLive } from './helpers/live-client.ts';
import { call, signUpOver, spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';

// Two real server processes on one PostgreSQL database, as behind a load balancer that sends a
// tab's stream to one node and its writes (or its reconnect) to another.
const ADMIN = { email: 'admin@live-nodes.test', password: 'live-nodes-admin' };
let a: ServerProcess;
let b: ServerProcess;
let adminToken: string;
let dropDatabase: () => Promise<void>;
let env: Record<string, string>;
const streams = liveStreams();

const participant = (base: string) => signUpOver(base, 'live-nodes.test');

const live = (base: string, token: string, lastEventId?: string) => streams.ready(base, token, { lastEventId });

const announce = async (base: string, title: string) => {
  const res = await call(base, 'POST', '/api/announcements', { title, content: 'Live across nodes', targetAudience: 'all' }, adminToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.announcement?._id ?? res.body.data._id;
};

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('live events across two nodes', () => {
  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    dropDatabase = fresh.drop;
    env = { DATABASE_URL: fresh.url, JWT_SECRET: 'live-nodes-secret-live-nodes-secret-0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    a = spawnServer(env);
    await waitForHealth(a, 60_000);
    b = spawnServer(env);
    await waitForHealth(b, 60_000);
    adminToken = (await call(a.base, 'POST', '/api/auth/login', ADMIN)).body.data.token;
  }, 120_000);
  afterAll(async () => {
    streams.closeAll();
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase?.();
  });

  it('a write on node A reaches a stream held by node B within 1 s', async () => {
    const p = await participant(a.base);
    const onB = await live(b.base, p.token);
    const started = Date.now();
    await announce(a.base, 'Lunch is served');
    const event = await onB.next('announcement', 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(event.data).toMatchObject({ title: 'Lunch is served', priority: 'medium' });
    // And the switch: everyone's settings, from the other node.
    const switched = await call(a.base, 'PUT', '/api/config/config', { votingEnabled: true }, adminToken);
    expect(switched.status).toBe(200);
    expect((await onB.next('config', 1_000)).data).toMatchObject({ votingEnabled: true });
  });

  it('a client that reconnects to the other node gets what it missed, in order', async () => {
    const p = await participant(a.base);
    const onA = await live(a.base, p.token);
    await announce(b.base, 'First');
    await onA.next('announcement');
    const stoppedAt = onA.lastId!;
    onA.close();
    await announce(a.base, 'Second');
    await announce(b.base, 'Third');
    const onB = await live(b.base, p.token, stoppedAt);
    expect(onB.named('ready')[0]!.data).toEqual({ resumed: true });
    expect(onB.named('announcement').map((e) => (e.data as { title: string }).title)).toEqual(['Second', 'Third']);
    expect(onB.named('resync')).toHaveLength(0);
  });

  it('signing out on node A ends the stream held by node B within 2 s', async () => {
    const p = await participant(a.base);
    const onB = await live(b.base, p.token);
    expect((await call(a.base, 'POST', '/api/auth/logout', undefined, p.token)).status).toBe(200);
    expect(await endsWithin(onB, 2_000)).toBeLessThan(2_000);
    // And it cannot be opened again with that token.
    const again = await requestLive(b.base, p.token);
    expect(again.status).toBe(401);
  });

  it('a node that shuts down ends its streams at once; the client resumes on another node', async () => {
    const c = spawnServer(env);
    await waitForHealth(c, 60_000);
    const p = await participant(a.base);
    const onC = await live(c.base, p.token);
    await announce(a.base, 'Before the restart');
    await onC.next('announcement');
    const stoppedAt = onC.lastId!;
    const stopping = Date.now();
    await c.stop();
    await onC.ended;
    // Open streams do not hold the shutdown (stop() would wait 5 s and kill).
    expect(Date.now() - stopping).toBeLessThan(4_000);
    await announce(b.base, 'During the restart');
    const onA = await live(a.base, p.token, stoppedAt);
    expect(onA.named('ready')[0]!.data).toEqual({ resumed: true });
    expect(onA.named('announcement').map((e) => (e.data as { title: string }).title)).toEqual(['During the restart']);
  }, 90_000);
});
