import { OPS_MSG } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { createLiveHub, type LiveHubOptions, type LiveStream } from '../src/modules/live/live-hub.ts';
import { eventually } from './helpers/eventually.ts';
import { fakeFeed } from './helpers/fake-feed.ts';
import { createParticipants, startTestApp, type TestApp } from './helpers/test-app.ts';

// The hub against a feed the test drives: down, back, and what each stream hears meanwhile. The
// sessions are real rows, since the hub checks them in the database when a stream opens.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Heard {
  stream: LiveStream;
  events: { name: string; id?: string; at: number }[];
  ended: boolean;
}

/** `n` streams of signed-in participants (a session each unless `oneSession`), not opened yet. */
async function streams(n: number, oneSession = false): Promise<Heard[]> {
  const people = await createParticipants(t, oneSession ? 1 : n);
  const ids = await t.database.db.select({ id: sessions.id, userId: sessions.userId }).from(sessions);
  return Array.from({ length: n }, (_, i) => {
    const person = people[oneSession ? 0 : i]!;
    const heard: Heard = {
      events: [],
      ended: false,
      stream: {
        userId: person.user.id,
        role: 'participant',
        sessionId: ids.find((s) => s.userId === person.user.id)!.id,
        send: (event, id) => void heard.events.push({ name: event.name, id, at: Date.now() }),
        end: () => void (heard.ended = true),
      },
    };
    return heard;
  });
}

const hubWith = (feed: ReturnType<typeof fakeFeed>, options: Partial<LiveHubOptions>) =>
  createLiveHub({ db: t.database.db, feed, warn: () => undefined }, options);

async function openAll(hub: ReturnType<typeof hubWith>, all: Heard[]) {
  for (const h of all) expect(hub.admit(h.stream)).toBeUndefined();
  await Promise.all(all.map((h) => hub.open(h.stream, undefined)));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const named = (h: Heard, name: string) => h.events.filter((e) => e.name === name);

describe('the live hub and its change feed', () => {
  it('a feed down past its grace ends every stream and refuses new ones (503) until it is back', async () => {
    const feed = fakeFeed();
    const hub = hubWith(feed, { feedDownGraceMs: 500, resyncSpreadMs: 100 });
    const [late, ...all] = await streams(6);
    await openAll(hub, all);
    const cut = Date.now();
    feed.set(false);
    expect(hub.admit(late!.stream)).toEqual({ status: 503, message: OPS_MSG.databaseNotAnswering, retryAfterSeconds: 5 });
    await sleep(200);
    // Within the grace: still open, and told nothing yet (their resync waits for the feed).
    if (Date.now() - cut < 450) expect(all.map((h) => [h.ended, named(h, 'resync').length])).toEqual(all.map(() => [false, 0]));
    await eventually(async () => expect(all.every((h) => h.ended)).toBe(true), 5_000);
    expect(all.every((h) => named(h, 'resync').length === 0)).toBe(true);
    expect(hub.size).toBe(0);
    feed.set(true);
    expect(hub.admit(late!.stream)).toBeUndefined();
    await hub.open(late!.stream, undefined);
    expect(hub.size).toBe(1);
    hub.close();
  });

  it('a gap shorter than the grace gives each stream one resync, spread out, and always before a newer event', async () => {
    const feed = fakeFeed();
    const hub = hubWith(feed, { feedDownGraceMs: 5_000, resyncSpreadMs: 1_000 });
    const all = await streams(40);
    await openAll(hub, all);
    const cut = Date.now();
    // Down and back: two `null`s, as a PostgreSQL restart gives.
    feed.set(false);
    await sleep(50);
    feed.set(true);
    await eventually(async () => expect(all.every((h) => named(h, 'resync').length > 0)).toBe(true), 5_000);
    expect(all.map((h) => named(h, 'resync').length)).toEqual(all.map(() => 1));
    const times = all.map((h) => named(h, 'resync')[0]!.at - cut);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(500);
    expect(all.some((h) => h.ended)).toBe(false);

    // Another gap; an event arrives before some have had their resync: theirs comes first.
    feed.set(false);
    feed.set(true);
    feed.live('9001', { name: 'judging', data: { judgeId: '00000000-0000-4000-8000-000000000001' } });
    for (const h of all) expect(h.events.slice(-2).map((e) => e.name)).toEqual(['resync', 'judging']);
    await eventually(async () => expect(all.map((h) => named(h, 'resync').length)).toEqual(all.map(() => 2)), 5_000);
    hub.close();
  });

  it('counts streams per session, per account and per node from admission on, and frees them when they go', async () => {
    const feed = fakeFeed();
    const hub = hubWith(feed, { streamsPerSession: 2, streamsPerUser: 3, streamsPerNode: 5 });
    const [a1, a2, a3] = await streams(3, true);
    expect(hub.admit(a1!.stream)).toBeUndefined();
    expect(hub.admit(a2!.stream)).toBeUndefined();
    expect(hub.admit(a3!.stream)).toEqual({ status: 429, message: OPS_MSG.tooManyStreams, retryAfterSeconds: 60 });
    // Another session of the same account: one more, then the account's cap.
    const [other] = await streams(1);
    const sameUserOtherSession = (sessionId: string): LiveStream => ({ ...a1!.stream, sessionId, send: () => undefined, end: () => undefined });
    expect(hub.admit(sameUserOtherSession('s-2'))).toBeUndefined();
    expect(hub.admit(sameUserOtherSession('s-3'))?.status).toBe(429);
    expect(hub.admit(other!.stream)).toBeUndefined();
    const [n1, n2] = await streams(2);
    expect(hub.admit(n1!.stream)).toBeUndefined();
    expect(hub.admit(n2!.stream)).toEqual({ status: 503, message: OPS_MSG.streamsFull, retryAfterSeconds: 10 });
    hub.remove(a1!.stream);
    expect(hub.admit(a3!.stream)).toBeUndefined();
    hub.close();
  });
});
