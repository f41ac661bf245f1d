import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MSG } from '@hackcamp/contract';
import { controlCluster, findPgBin, stopCluster, type Cluster } from '../../../scripts/throwaway-postgres.mjs';
import { buildApp } from '../src/app.ts';
import { DEFAULT_FEED_TIMING } from '../src/db/change-feed.ts';
import { openPostgres } from '../src/db/client.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { LIVE_DEFAULTS } from '../src/modules/live/live-hub.ts';
import { eventually } from './helpers/eventually.ts';
import { endsWithin, liveStreams, openLive, requestLive, type LiveClient } from './helpers/live-client.ts';
import { startOwnCluster } from './helpers/own-cluster.ts';
import { call, signUpOver } from './helpers/server-process.ts';
import { startSilentFeedNodes, type SilentFeedNodes } from './helpers/silent-feed-nodes.ts';
import { createParticipants, TEST_SECRET, type TestApp } from './helpers/test-app.ts';

// Streams follow the nodes that still hear the database: a node whose change feed goes silent
// ends its streams and refuses new ones, its clients resume on another node; a PostgreSQL restart
// costs each stream one resync, spread out.

/** Silence noticed (the feed's deadline and one heartbeat), then the hub's grace, and a margin. */
const STREAMS_END_MS = DEFAULT_FEED_TIMING.deadlineMs + DEFAULT_FEED_TIMING.heartbeatMs + LIVE_DEFAULTS.feedDownGraceMs + 2_000;

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('a node whose change feed goes silent', () => {
  let nodes: SilentFeedNodes;
  const streams = liveStreams();
  beforeAll(async () => {
    nodes = await startSilentFeedNodes('live-healthy');
  }, 120_000);
  afterAll(async () => {
    streams.closeAll();
    await nodes?.close();
  });

  const live = (base: string, token: string, lastEventId?: string) => streams.ready(base, token, { lastEventId });
  const announce = async (title: string) => {
    const res = await call(nodes.b.base, 'POST', '/api/announcements', { title, content: 'Live across nodes', targetAudience: 'all' }, nodes.adminToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  const titles = (client: LiveClient) => client.named('announcement').map((e) => (e.data as { title: string }).title);

  it('ends its streams within the bound, refuses new ones with 503, its clients miss nothing on the other node, and it takes streams again once back', async () => {
    const { a, b, proxy } = nodes;
    const { token } = await signUpOver(b.base, 'live-healthy.test');

    const onA = await live(a.base, token);
    await announce('Before the silence');
    await onA.next('announcement');
    proxy.blackhole();
    const cut = Date.now();
    await announce('During the silence 1');
    await announce('During the silence 2');
    await endsWithin(onA, STREAMS_END_MS);
    expect(Date.now() - cut).toBeLessThan(STREAMS_END_MS);
    // It heard nothing of the silence, and was not told to refetch there: its client resumes elsewhere.
    expect(titles(onA)).toEqual(['Before the silence']);
    expect(onA.named('resync')).toHaveLength(0);

    // A new stream on A is refused in a way a balancer (proxy_next_upstream http_503) retries elsewhere.
    const refused = await requestLive(a.base, token);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, message: OPS_MSG.databaseNotAnswering });

    const onB = await live(b.base, token, onA.lastId);
    expect(onB.named('ready')[0]!.data).toEqual({ resumed: true });
    expect(titles(onB)).toEqual(['During the silence 1', 'During the silence 2']);

    proxy.restore();
    await eventually(async () => expect((await call(a.base, 'GET', '/api/health')).body.data?.feed).toBe('up'), 20_000);
    const backOnA = await live(a.base, token);
    await announce('After the silence');
    expect(titles(await backOnA.next('announcement').then(() => backOnA))).toEqual(['After the silence']);
  }, 90_000);
});

describe.skipIf(process.env.TEST_ENGINE !== 'postgres' || !findPgBin())('a PostgreSQL restart under 1,000 open streams', () => {
  const STREAMS = 1_000;
  let cluster: Cluster;
  let node: TestApp;
  let base: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    // A cluster of this file's own: it is restarted here, so it cannot be the shared one.
    cluster = startOwnCluster()!;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database hc_live_restart');
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = '/hc_live_restart';
    const database = await openPostgres(url.toString(), { poolSize: 20, onConnectionError: () => undefined });
    const tokens = new TokenService(TEST_SECRET, 3600);
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-nodist-'));
    // A grace longer than any restart here: this test is about the resync, not the ending.
    const app = await buildApp({ database, tokens, config: { webDist, trustProxy: false, logLevel: 'silent' }, liveOptions: { feedDownGraceMs: 60_000 } });
    node = { app, database, tokens, close: async () => undefined };
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await node?.app.close();
    await node?.database.close();
    if (cluster) stopCluster(cluster);
  });

  it('gives each stream exactly one resync, spread over seconds rather than all at once', async () => {
    const people = await createParticipants(node, Math.ceil(STREAMS / LIVE_DEFAULTS.streamsPerSession));
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, (_, j) => openLive(base, people[Math.floor((i + j) / LIVE_DEFAULTS.streamsPerSession)]!.token)),
      );
      clients.push(...batch);
      await Promise.all(batch.map((c) => c.next('ready', 20_000)));
    }
    expect(node.app.services.live.size).toBe(STREAMS);

    const restarted = Date.now();
    await controlCluster(cluster, 'restart', 'fast');
    await eventually(async () => expect(clients.filter((c) => c.named('resync').length === 0)).toHaveLength(0), 30_000);
    // Then quiet: nothing more comes for the same gap.
    await new Promise((r) => setTimeout(r, LIVE_DEFAULTS.resyncSpreadMs));
    expect(clients.filter((c) => c.named('resync').length !== 1)).toHaveLength(0);
    const arrivals = clients.map((c) => c.named('resync')[0]!.at - restarted).sort((x, y) => x - y);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(2_000);
    // Not bunched either: the middle half of them alone takes more than a second.
    expect(arrivals[Math.floor(STREAMS * 0.75)]! - arrivals[Math.floor(STREAMS * 0.25)]!).toBeGreaterThanOrEqual(1_000);
    expect(clients.filter((c) => c.named('ready').length !== 1)).toHaveLength(0);
    expect(node.app.services.live.size).toBe(STREAMS);
  }, 180_000);
});
