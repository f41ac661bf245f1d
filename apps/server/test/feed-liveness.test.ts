import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEED_TIMING } from '../src/db/change-feed.ts';
import { LIVE_DEFAULTS } from '../src/modules/live/live-hub.ts';
import { startBlackholeProxy, type BlackholeProxy } from './helpers/blackhole-proxy.ts';
import { eventually } from './helpers/eventually.ts';
import { openLive } from './helpers/live-client.ts';
import { createFreshPostgres } from './helpers/test-database.ts';
import { call, freePort, spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';

// Two real server processes on one PostgreSQL database. Node A's change feed goes through a proxy
// that can drop the line without a word (as a NAT or firewall idle timeout does): no error, no
// close, just silence. Without a heartbeat node A would keep serving what it cached, forever.
const ADMIN = { email: 'admin@feed-liveness.test', password: 'feed-liveness-admin' };
/** What the feed promises: silence is noticed within its deadline plus one heartbeat. */
const BOUND_MS = DEFAULT_FEED_TIMING.deadlineMs + DEFAULT_FEED_TIMING.heartbeatMs + 1_000;

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('a change feed whose line goes silent', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: BlackholeProxy;
  let adminToken: string;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    dropDatabase = fresh.drop;
    const url = new URL(fresh.url);
    proxy = await startBlackholeProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const feedUrl = new URL(url);
    feedUrl.hostname = '127.0.0.1';
    feedUrl.port = String(proxy.port);
    const env = { DATABASE_URL: url.toString(), JWT_SECRET: 'feed-liveness-secret-feed-liveness-00', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    // B first, so A does not migrate through the proxy's line.
    b = spawnServer(await freePort(), env);
    await waitForHealth(b, 60_000);
    a = spawnServer(await freePort(), { ...env, CHANGE_FEED_URL: feedUrl.toString() });
    await waitForHealth(a, 60_000);
    adminToken = (await call(b.base, 'POST', '/api/auth/login', ADMIN)).body.data.token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await dropDatabase?.();
  });

  it('refuses a deactivated session on both nodes within the bound, says the feed is down, and comes back', async () => {
    const email = `p-${randomBytes(3).toString('hex')}@feed-liveness.test`;
    const registration = { name: 'Silent Line', email, mobile: '9876543210', collegeName: 'CBIT', participantType: 'bootcamp' };
    const password = 'feed-pass-1';
    expect((await call(b.base, 'POST', '/api/auth/register', { ...registration, password, confirmPassword: password })).status).toBe(201);
    const login = await call(b.base, 'POST', '/api/auth/login', { email, password });
    const { token } = login.body.data;
    const id = login.body.data.user._id;
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
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream on A still open')), LIVE_DEFAULTS.feedDownGraceMs + 2_000)),
    ]);

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
