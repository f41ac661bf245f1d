import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEED_TIMING } from '../src/db/change-feed.ts';
import { LIVE_DEFAULTS } from '../src/modules/live/live-hub.ts';
import { eventually } from './helpers/eventually.ts';
import { endsWithin, openLive } from './helpers/live-client.ts';
import { call, signUpOver, type ServerProcess } from './helpers/server-process.ts';
import { startSilentFeedNodes, type SilentFeedNodes } from './helpers/silent-feed-nodes.ts';

// Two real server processes on one PostgreSQL database. Node A's change feed goes through a proxy
// that can drop the line without a word (as a NAT or firewall idle timeout does): no error, no
// close, just silence. Without a heartbeat node A would keep serving what it cached, forever.
/** What the feed promises: silence is noticed within its deadline plus one heartbeat. */
const BOUND_MS = DEFAULT_FEED_TIMING.deadlineMs + DEFAULT_FEED_TIMING.heartbeatMs + 1_000;

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('a change feed whose line goes silent', () => {
  let nodes: SilentFeedNodes;
  beforeAll(async () => {
    nodes = await startSilentFeedNodes('feed-liveness');
  }, 120_000);
  afterAll(() => nodes?.close());

  it('refuses a deactivated session on both nodes within the bound, says the feed is down, and comes back', async () => {
    const { a, b, proxy, adminToken } = nodes;
    const { id, token, email, password } = await signUpOver(b.base, 'feed-liveness.test');
    const profileOn = async (node: ServerProcess) => (await call(node.base, 'GET', '/api/auth/profile', undefined, token)).status;
    const feedOf = async (node: ServerProcess) => {
      const health = await call(node.base, 'GET', '/api/health');
      return [health.status, health.body.data?.feed];
    };

    // Node A holds the session and the account in memory now.
    expect(await profileOn(a)).toBe(200);
    expect(await profileOn(a)).toBe(200);
    expect(await feedOf(a)).toEqual([200, 'up']);
    // A live stream on node A: what it misses while the line is silent cannot be told afterwards.
    const stream = await openLive(a.base, adminToken);
    await stream.next('ready');

    proxy.blackhole();
    const cut = Date.now();
    expect((await call(b.base, 'PATCH', `/api/users/${id}/toggle-status`, undefined, adminToken)).status).toBe(200);
    await eventually(async () => expect(await profileOn(b)).toBe(401), 1_500);
    await eventually(async () => expect(await profileOn(a)).toBe(401), BOUND_MS);
    const refusedAfter = Date.now() - cut;
    expect(refusedAfter).toBeLessThan(BOUND_MS);
    // Still refused, on both, as long as the line stays silent: read from the database, not a cache.
    expect([await profileOn(a), await profileOn(b)]).toEqual([401, 401]);
    expect(await feedOf(a)).toEqual([200, 'down']);
    expect(await feedOf(b)).toEqual([200, 'up']);
    // A stream that may have gaps is not trusted: past the hub's grace it ends, and its client
    // resumes on a node that still hears (test/live-healthy-nodes.test.ts follows it there).
    await endsWithin(stream, LIVE_DEFAULTS.feedDownGraceMs + 2_000);

    // The line works again: the feed reconnects by itself and notifications flow once more.
    proxy.restore();
    await eventually(async () => expect(await feedOf(a)).toEqual([200, 'up']), 20_000);
    expect((await call(b.base, 'PATCH', `/api/users/${id}/toggle-status`, undefined, adminToken)).status).toBe(200);
    // Deactivation ended every session: a new sign-in, held by node A again.
    const again = (await call(b.base, 'POST', '/api/auth/login', { email, password })).body.data.token;
    const againOn = async (node: ServerProcess) => (await call(node.base, 'GET', '/api/auth/profile', undefined, again)).status;
    expect(await againOn(a)).toBe(200);
    expect(await againOn(a)).toBe(200);
    expect((await call(b.base, 'PATCH', `/api/users/${id}/toggle-status`, undefined, adminToken)).status).toBe(200);
    // Within a notification's time, not the feed's deadline: node A hears B again.
    await eventually(async () => expect(await againOn(a)).toBe(401), 1_500);
    expect(a.output()).toContain('change feed is down');
    // Ended rather than told to refetch twice (down, then back).
    expect(stream.named('resync')).toHaveLength(0);
    stream.close();
  }, 60_000);
});
