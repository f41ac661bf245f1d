import { OPS_MSG, type LiveEvent } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLiveStreamsPerNode } from '../src/config.ts';
import { sessions } from '../src/db/schema/index.ts';
import { LIVE_DEFAULTS } from '../src/modules/live/live-hub.ts';
import { publishLiveEvent, type LiveAudience } from '../src/modules/live/live-events.queries.ts';
import { bearer, createParticipants, createStaff, startTestApp, startTestNodes, type TestApp } from './helpers/test-app.ts';
import { caughtUp } from './helpers/eventually.ts';
import { endsWithin, liveStreams, requestLive, type LiveClient } from './helpers/live-client.ts';

// What one account, one node and time may do to the streams of GET /api/events: caps counted
// before anything waits, a maximum age the client resumes across, and a role that changes.
const streams = liveStreams();
afterAll(() => streams.closeAll());

const publish = (t: TestApp, event: LiveEvent, to: LiveAudience) => t.database.db.transaction((tx) => publishLiveEvent(tx, event, to));
const TEAM = '00000000-0000-4000-8000-000000000001';

/** One more session (a second browser) of the same person. */
async function anotherSession(t: TestApp, userId: string) {
  const { token, sessionId, expiresAt } = await t.tokens.sign(userId);
  await t.database.db.insert(sessions).values({ id: sessionId, userId, expiresAt });
  return token;
}

async function openRaw(base: string, token: string) {
  const res = await requestLive(base, token);
  const streaming = res.headers.get('content-type')?.startsWith('text/event-stream');
  const body = streaming ? undefined : ((await res.json()) as { success: boolean; message: string });
  if (streaming) streams.track({ close: () => void res.body?.cancel().catch(() => undefined) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

describe('live stream caps', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    streams.closeAll();
    await t.close();
  });

  it('fifty opens at once with one token: the session cap open, every other one 429 with Retry-After', async () => {
    const [p] = await createParticipants(t, 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => openRaw(base, p!.token)));
    const opened = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(opened).toHaveLength(LIVE_DEFAULTS.streamsPerSession);
    expect(refused).toHaveLength(50 - LIVE_DEFAULTS.streamsPerSession);
    for (const r of refused) {
      expect(r.body).toEqual({ success: false, message: OPS_MSG.tooManyStreams });
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    expect(t.app.services.live.size).toBeGreaterThanOrEqual(LIVE_DEFAULTS.streamsPerSession);
  });

  it('an account across its sessions stops at its own cap; a stream that goes frees its place', async () => {
    const [p] = await createParticipants(t, 1);
    const tokens = [p!.token, await anotherSession(t, p!.user.id), await anotherSession(t, p!.user.id)];
    const clients: LiveClient[] = [];
    for (let i = 0; i < LIVE_DEFAULTS.streamsPerUser; i++) {
      clients.push(await streams.ready(base, tokens[i % 2]!));
    }
    const third = await openRaw(base, tokens[2]!);
    expect([third.status, third.body?.message]).toEqual([429, OPS_MSG.tooManyStreams]);
    clients[0]!.close();
    await clients[0]!.ended;
    // The server hears the close a moment later.
    for (let tries = 0; ; tries++) {
      const again = await openRaw(base, tokens[2]!);
      if (again.status === 200) break;
      expect(tries).toBeLessThan(50);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('the default node cap stays under the open-file limit', () => {
    expect(defaultLiveStreamsPerNode('Max open files            1024                 524288               files\n')).toBe(512);
    expect(defaultLiveStreamsPerNode('Max open files            1048576              1048576              files\n')).toBe(10_000);
    expect(defaultLiveStreamsPerNode('Max open files            unlimited            unlimited            files\n')).toBe(10_000);
    expect(defaultLiveStreamsPerNode(undefined)).toBe(10_000);
  });
});

describe('a node full of streams', () => {
  it('answers 503 with Retry-After past its cap, so a balancer tries another node', async () => {
    const small = await startTestApp({ liveOptions: { streamsPerNode: 3 } });
    try {
      const base = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const people = await createParticipants(small, 4);
      await streams.listen(base, people.slice(0, 3));
      const fourth = await openRaw(base, people[3]!.token);
      expect(fourth).toEqual({ status: 503, retryAfter: '10', body: { success: false, message: OPS_MSG.streamsFull } });
    } finally {
      await small.close();
    }
  }, 120_000);
});

describe('a stream past its maximum age', () => {
  it('ends, and the client resumes with Last-Event-ID without missing an event', async () => {
    const t = await startTestApp({ liveOptions: { maxAgeMs: 1_000 } });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const [p] = await createParticipants(t, 1);
      const started = Date.now();
      const first = await streams.ready(base, p!.token);
      await publish(t, { name: 'vote', data: { teamId: TEAM } }, { users: [p!.user.id] });
      await first.next('vote');
      await first.ended;
      const age = Date.now() - started;
      expect(age).toBeGreaterThanOrEqual(450);
      expect(age).toBeLessThan(2_500);
      await publish(t, { name: 'judging', data: { judgeId: TEAM } }, { users: [p!.user.id] });
      await caughtUp([t]);
      const again = await streams.open(base, p!.token, { lastEventId: first.lastId });
      expect((await again.next('ready')).data).toEqual({ resumed: true });
      expect(again.events.map((e) => e.event)).toEqual(['judging', 'ready']);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('a role or status that changes on another node', () => {
  let nodes: TestApp[];
  let close: () => Promise<void>;
  let baseB: string;
  beforeAll(async () => {
    ({ nodes, close } = await startTestNodes(2));
    baseB = await nodes[1]!.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    streams.closeAll();
    await close();
  });

  it('a demoted superadmin’s stream ends within 2 s, and the one reopened hears no superadmin-only event', async () => {
    const a = nodes[0]!;
    const boss = await createStaff(a, 'superadmin');
    const demoted = await createStaff(a, 'superadmin');
    const onB = await streams.ready(baseB, demoted.token);
    const res = await a.app.inject({ method: 'PUT', url: `/api/users/${demoted.user.id}`, headers: bearer(boss.token), payload: { role: 'mentor' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await endsWithin(onB, 2_000)).toBeLessThan(2_000);

    const reopened = await streams.ready(baseB, demoted.token, { lastEventId: onB.lastId });
    await publish(a, { name: 'vote', data: { teamId: TEAM } }, { roles: ['superadmin'] });
    await publish(a, { name: 'judging', data: { judgeId: TEAM } }, { everyone: true });
    await reopened.next('judging');
    expect(reopened.named('vote')).toHaveLength(0);
  });

  it('a deactivation ends the stream on the other node within 2 s', async () => {
    const a = nodes[0]!;
    const boss = await createStaff(a, 'superadmin');
    const [p] = await createParticipants(a, 1);
    const onB = await streams.ready(baseB, p!.token);
    const res = await a.app.inject({ method: 'PATCH', url: `/api/users/${p!.user.id}/toggle-status`, headers: bearer(boss.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await endsWithin(onB, 2_000)).toBeLessThan(2_000);
  });
});
