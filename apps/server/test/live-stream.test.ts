import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_KEEPALIVE_MS, type LiveEvent } from '@hackcamp/contract';
import { publishLiveEvent, type LiveAudience } from '../src/modules/live/live-events.queries.ts';
import { bearer, createParticipants, createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';
import { endsWithin, liveStreams, requestLive, type LiveClient, type OpenLiveOptions } from './helpers/live-client.ts';

// The stream itself: who hears what, resuming, and the end of a session ending the stream.
let t: TestApp;
let base: string;
const streams = liveStreams();
const live = (token: string, opts?: OpenLiveOptions) => streams.open(base, token, opts);
const publish = (event: LiveEvent, to: LiveAudience) => t.database.db.transaction((tx) => publishLiveEvent(tx, event, to));
const vote = (teamId: string): LiveEvent => ({ name: 'vote', data: { teamId } });
const TEAM = '00000000-0000-4000-8000-000000000001';
const TEAM2 = '00000000-0000-4000-8000-000000000002';

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  streams.closeAll();
  await t.close();
});

describe('GET /api/events', () => {
  it('is an event stream for a signed-in caller only, opened by a ready event', async () => {
    const [p] = await createParticipants(t, 1);
    const anonymous = await requestLive(base);
    expect(anonymous.status).toBe(401);
    const forged = await requestLive(base, 'nope');
    expect(forged.status).toBe(401);
    const client = await live(p!.token);
    expect(client.status).toBe(200);
    expect(client.contentType).toMatch(/^text\/event-stream/);
    expect((await client.next('ready')).data).toEqual({ resumed: false });
  });

  it('sends an event to its audience and to nobody else', async () => {
    const [p1, p2] = await createParticipants(t, 2);
    const admin = await createStaff(t, 'superadmin');
    const mentor = await createStaff(t, 'mentor');
    const [c1, c2, ca, cm] = (await streams.listen(base, [p1!, p2!, admin, mentor])) as [LiveClient, LiveClient, LiveClient, LiveClient];
    await publish(vote(TEAM), { roles: ['superadmin'] });
    await publish(vote(TEAM2), { users: [p1!.user.id] });
    expect((await ca.next('vote')).data).toEqual({ teamId: TEAM });
    expect((await c1.next('vote')).data).toEqual({ teamId: TEAM2 });
    await publish({ name: 'judging', data: { judgeId: TEAM } }, { everyone: true });
    await Promise.all([c1, c2, ca, cm].map((c) => c.next('judging')));
    expect(ca.named('vote')).toHaveLength(1);
    expect(c1.named('vote')).toHaveLength(1);
    expect(c2.named('vote')).toHaveLength(0);
    expect(cm.named('vote')).toHaveLength(0);
  });

  it('a reconnect with Last-Event-ID gets exactly what it missed; an unknown one gets resync', async () => {
    const [p1] = await createParticipants(t, 1);
    const first = await streams.ready(base, p1!.token);
    await publish(vote(TEAM), { users: [p1!.user.id] });
    await first.next('vote');
    const stoppedAt = first.lastId!;
    expect(stoppedAt).toMatch(/^\d+$/);
    first.close();
    await publish(vote(TEAM2), { users: [p1!.user.id] });
    await publish(vote(TEAM), { roles: ['superadmin'] });
    await publish({ name: 'judging', data: { judgeId: TEAM } }, { users: [p1!.user.id] });
    // Heard by the node before the reconnect, so they are missed events, not new ones.
    await caughtUp([t]);
    const again = await live(p1!.token, { lastEventId: stoppedAt });
    const ready = await again.next('ready');
    expect(ready.data).toEqual({ resumed: true });
    // Up to its `ready`: a leaderboard change fanned out to every stream may follow it at any moment.
    const opening = (client: LiveClient) => client.events.slice(0, client.events.findIndex((e) => e.event === 'ready') + 1);
    expect(opening(again).map((e) => [e.event, e.data])).toEqual([
      ['vote', { teamId: TEAM2 }],
      ['judging', { judgeId: TEAM }],
      ['ready', { resumed: true }],
    ]);
    // Never heard here (numbers start at 1): what it missed cannot be told.
    const stale = await live(p1!.token, { lastEventId: '0' });
    await stale.next('ready');
    expect(opening(stale).map((e) => e.event)).toEqual(['resync', 'ready']);
    const garbage = await live(p1!.token, { lastEventId: 'not-a-number' });
    expect((await garbage.next('ready')).data).toEqual({ resumed: false });
    expect(garbage.named('resync')).toHaveLength(1);
    const tooLong = await requestLive(base, p1!.token, { 'last-event-id': '9'.repeat(65) });
    expect(tooLong.status).toBe(400);
  });

  it('ends within 2 s when the session ends: sign-out, password change, deactivation, deletion', async () => {
    const [a, b, c, d] = await createParticipants(t, 4);
    const admin = await createStaff(t, 'superadmin');
    const clients = await streams.listen(base, [a!, b!, c!, d!]);
    const ends = async (client: LiveClient, act: () => Promise<{ statusCode: number }>) => {
      const res = await act();
      expect(res.statusCode).toBeLessThan(300);
      return endsWithin(client, 2_000);
    };
    await ends(clients[0]!, () => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a!.token) }));
    await ends(clients[1]!, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(b!.token),
        payload: { currentPassword: 'participant1', newPassword: 'another-pass-2', confirmPassword: 'another-pass-2' },
      }),
    );
    await ends(clients[2]!, () => t.app.inject({ method: 'PATCH', url: `/api/users/${c!.user.id}/toggle-status`, headers: bearer(admin.token) }));
    await ends(clients[3]!, () => t.app.inject({ method: 'DELETE', url: `/api/users/${d!.user.id}`, headers: bearer(admin.token) }));
  });

  it('tells everyone the leaderboard may have changed, at most once a second', async () => {
    const [p] = await createParticipants(t, 1);
    const client = await streams.ready(base, p!.token);
    const before = client.events.length;
    // Ten rank-changing writes in a row (new people): their leaderboard events come at least a second apart.
    for (let i = 0; i < 10; i++) await createParticipants(t, 1);
    const lastWrite = Date.now();
    // Waits for the event that follows the last write; every earlier one was sent by then.
    await eventually(async () => expect(client.named('leaderboard').some((e) => e.at >= lastWrite)).toBe(true), 3_000);
    const sent = client.events.slice(before).filter((e) => e.event === 'leaderboard');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(900);
  });

  it('keeps an idle stream alive with comment lines', async () => {
    expect(LIVE_KEEPALIVE_MS).toBeLessThanOrEqual(25_000);
    const quick = await startTestApp({ liveKeepaliveMs: 100 });
    try {
      const [p] = await createParticipants(quick, 1);
      const client = await streams.ready(await quick.app.listen({ port: 0, host: '127.0.0.1' }), p!.token);
      await eventually(async () => expect(client.comments).toBeGreaterThanOrEqual(3), 5_000);
      client.close();
    } finally {
      await quick.close();
    }
  }, 30_000);
});
