import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MSG } from '@hackcamp/contract';
import { controlCluster, findPgBin, stopCluster, type Cluster } from '../../../scripts/throwaway-postgres.mjs';
import { eventually } from './helpers/eventually.ts';
import { startOwnCluster } from './helpers/own-cluster.ts';
import { call, spawnServer, waitForHealth, type Answer, type ServerProcess } from './helpers/server-process.ts';

// Real server processes on a PostgreSQL cluster of this file's own (it is stopped and restarted
// here, so it cannot be the shared one of TEST_DATABASE_URL), on ports the system hands out. It
// needs this machine's PostgreSQL server binaries, which the postgres test run has anyway unless
// TEST_DATABASE_URL points at a server elsewhere.
const JWT_SECRET = 'outage-test-secret-that-is-at-least-32-chars';
const ADMIN = { email: 'boss@nodes.test', password: 'boss-pass-1' };
/** "Back within a few seconds": the pool opens new connections on the next request. */
const RECOVERY_MS = 5_000;

let cluster: Cluster;

async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function queryDatabase<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Every answer of one phase; anything but 2xx, 4xx or a proper 503 is a finding. */
class Tally {
  readonly counts = new Map<number, number>();
  readonly findings: string[] = [];
  record(node: string, what: string, res: Answer) {
    this.counts.set(res.status, (this.counts.get(res.status) ?? 0) + 1);
    const proper503 = res.status === 503 && res.body?.success === false && res.body?.message === OPS_MSG.databaseNotAnswering;
    if (res.status === 0 || (res.status >= 500 && !proper503)) this.findings.push(`${node} ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  summary() {
    return `answers by status: ${JSON.stringify(Object.fromEntries(this.counts))}`;
  }
}

const registration = (email: string) => ({
  name: 'Load Runner',
  email,
  mobile: '+91 98765 43210',
  collegeName: 'CBIT',
  participantType: 'bootcamp',
  password: 'secret12',
  confirmPassword: 'secret12',
});

/**
 * One participant writing in a loop until `stop.done`: registration and sign-in, a custom problem,
 * profile updates, and creating and disbanding a team (transactions with row locks). A step that
 * fails is tried again on the next round.
 */
async function writer(server: ServerProcess, node: string, tally: Tally, stop: { done: boolean }) {
  const id = randomBytes(5).toString('hex');
  const email = `w${id}@nodes.test`;
  const ask = async (what: string, method: string, url: string, body?: unknown, token?: string) => {
    const res = await call(server.base, method, url, body, token);
    tally.record(node, what, res);
    if (res.status === 0 || res.status === 503) await new Promise((r) => setTimeout(r, 50));
    return res;
  };
  let registered = false;
  let token: string | undefined;
  let problemId: string | undefined;
  let teamId: string | undefined;
  for (let i = 0; !stop.done; i++) {
    if (!registered) {
      const res = await ask('register', 'POST', '/api/auth/register', registration(email));
      registered = res.status === 201 || res.status === 409;
    } else if (!token) {
      const res = await ask('login', 'POST', '/api/auth/login', { email, password: 'secret12' });
      if (res.status === 200) token = res.body.data.token;
    } else if (!problemId) {
      const res = await ask(
        'custom problem',
        'POST',
        '/api/config/problems/custom',
        {
          title: `Problem of ${email}`,
          description: 'A custom problem statement long enough to pass the fifty character minimum.',
          domain: 'technology',
        },
        token,
      );
      if (res.status === 201) problemId = res.body.data.problem._id;
      if (res.status === 409) problemId = (await ask('my custom', 'GET', '/api/config/problems/my-custom', undefined, token)).body?.data?.problem?._id;
    } else if (i % 2 === 0) {
      await ask('profile', 'PUT', '/api/auth/profile', { name: `Runner ${i}` }, token);
    } else if (!teamId) {
      const res = await ask('create team', 'POST', '/api/teams', { name: `Team ${id} ${i}`, problemStatement: problemId }, token);
      if (res.status === 201) teamId = res.body.data.team._id;
      if (res.status === 409) teamId = (await ask('my team', 'GET', '/api/teams/my-team', undefined, token)).body?.data?.team?._id;
    } else {
      const res = await ask('leave team', 'POST', `/api/teams/${teamId}/leave`, {}, token);
      if (res.status === 200 || res.status === 404 || res.status === 403) teamId = undefined;
    }
  }
}

function startLoad(nodes: ServerProcess[], tally: Tally, perNode = 3) {
  const stop = { done: false };
  const running = nodes.flatMap((server, n) => Array.from({ length: perNode }, () => writer(server, `node${n + 1}`, tally, stop)));
  return {
    async stop() {
      stop.done = true;
      await Promise.all(running);
    },
  };
}

/** A new participant registers, signs in, renames themself and creates a team on this node. */
async function freshWrites(server: ServerProcess) {
  const id = randomBytes(5).toString('hex');
  const email = `fresh${id}@nodes.test`;
  expect((await call(server.base, 'POST', '/api/auth/register', registration(email))).status).toBe(201);
  const login = await call(server.base, 'POST', '/api/auth/login', { email, password: 'secret12' });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  expect((await call(server.base, 'PUT', '/api/auth/profile', { name: 'Back Again' }, token)).status).toBe(200);
  const problem = await call(
    server.base,
    'POST',
    '/api/config/problems/custom',
    {
      title: `Problem of ${email}`,
      description: 'A custom problem statement long enough to pass the fifty character minimum.',
      domain: 'technology',
    },
    token,
  );
  expect(problem.status).toBe(201);
  const team = await call(server.base, 'POST', '/api/teams', { name: `Team ${id}`, problemStatement: problem.body.data.problem._id }, token);
  expect(team.status).toBe(201);
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * Resolves once the load has had `n` more answers whose status `matches` than when called: it is
 * running through the phase the test means (writes under way, the database refusing, writes back).
 */
async function loadAnswers(tally: Tally, matches: (status: number) => boolean, n: number) {
  const count = () => [...tally.counts].reduce((sum, [status, c]) => sum + (matches(status) ? c : 0), 0);
  const target = count() + n;
  await eventually(async () => expect(count(), tally.summary()).toBeGreaterThanOrEqual(target), 15_000);
}

describe.skipIf(process.env.TEST_ENGINE !== 'postgres' || !findPgBin())('app nodes on PostgreSQL', () => {
  const spawned: ServerProcess[] = [];

  beforeAll(async () => {
    cluster = startOwnCluster()!;
  });

  afterAll(async () => {
    await Promise.all(spawned.map((s) => s.stop()));
    if (cluster) stopCluster(cluster);
  });

  async function startNodes(databaseUrl: string, count: number, env: Record<string, string>): Promise<ServerProcess[]> {
    const nodes = Array.from({ length: count }, () => spawnServer({ DATABASE_URL: databaseUrl, ...env }));
    spawned.push(...nodes);
    return nodes;
  }

  describe('while the database goes away and comes back', () => {
    let nodes: ServerProcess[];

    beforeAll(async () => {
      const url = await createDatabase('hc_outage');
      nodes = await startNodes(url, 2, { JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      await Promise.all(nodes.map((n) => waitForHealth(n, 60_000)));
    }, 90_000);

    it('answers 503 with a clear message while it is stopped, and serves again once it is back', async () => {
      const tally = new Tally();
      const load = startLoad(nodes, tally);
      await loadAnswers(tally, ok, 20);
      // A signed-in read each node holds in memory: during the outage it must not be answered from
      // there (the change feed is down, so nothing cached can be trusted), but get the same 503.
      const { token } = (await call(nodes[0]!.base, 'POST', '/api/auth/login', ADMIN)).body.data;
      const profileOn = async (node: ServerProcess) => (await call(node.base, 'GET', '/api/auth/profile', undefined, token)).status;
      for (const node of nodes) expect([await profileOn(node), await profileOn(node)]).toEqual([200, 200]);
      await controlCluster(cluster, 'stop', 'fast');
      try {
        for (const [n, node] of nodes.entries()) {
          const health = await call(node.base, 'GET', '/api/health');
          expect(health, `node${n + 1} health`).toEqual({
            status: 503,
            body: {
              success: false,
              message: OPS_MSG.databaseNotAnswering,
              data: { status: 'unavailable', database: 'unreachable', feed: expect.stringMatching(/^(up|down)$/), storage: 'ok' },
            },
          });
          const login = await call(node.base, 'POST', '/api/auth/login', ADMIN);
          expect(login.status, `node${n + 1} login`).toBe(503);
          await eventually(async () => expect(await profileOn(node), `node${n + 1} cached profile`).toBe(503), 2_000);
        }
        await loadAnswers(tally, (status) => status === 503, 6);
      } finally {
        await controlCluster(cluster, 'start');
      }
      const recovery = await Promise.all(nodes.map((n) => waitForHealth(n, RECOVERY_MS)));
      await loadAnswers(tally, ok, 20);
      await load.stop();

      expect(nodes.map((n) => n.alive())).toEqual([true, true]);
      expect(tally.findings, tally.summary()).toEqual([]);
      expect(tally.counts.get(503) ?? 0).toBeGreaterThan(0);
      expect(Math.max(...recovery)).toBeLessThan(RECOVERY_MS);
      for (const node of nodes) await freshWrites(node);
    }, 60_000);

    it('survives a restart under write load: no node dies, no 500, writes work again on both', async () => {
      const tally = new Tally();
      const load = startLoad(nodes, tally);
      await loadAnswers(tally, ok, 20);
      await controlCluster(cluster, 'restart', 'fast');
      const recovery = await Promise.all(nodes.map((n) => waitForHealth(n, RECOVERY_MS)));
      await loadAnswers(tally, ok, 20);
      await load.stop();

      expect(nodes.map((n) => n.alive())).toEqual([true, true]);
      expect(tally.findings, tally.summary()).toEqual([]);
      expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0);
      expect(Math.max(...recovery)).toBeLessThan(RECOVERY_MS);
      for (const node of nodes) await freshWrites(node);
    }, 60_000);
  });

  describe('started together on an empty database', () => {
    // Without JWT_SECRET, so the shared signing key is also created by whichever node comes first.
    const rounds: { name: string; env: Record<string, string> }[] = [
      { name: 'configured admin', env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
      { name: 'generated admin', env: {} },
      { name: 'configured admin', env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
      { name: 'generated admin', env: {} },
    ];

    it.each(rounds.map((r, i) => ({ ...r, round: i + 1 })))(
      'all four come up, with one superadmin (round $round, $name)',
      async ({ env, round }) => {
        const url = await createDatabase(`hc_start_${round}_${randomBytes(3).toString('hex')}`);
        const nodes = await startNodes(url, 4, env);
        try {
          const results = await Promise.allSettled(nodes.map((n) => waitForHealth(n, 90_000)));
          const failed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
          expect(failed).toEqual([]);

          const admins = await queryDatabase<{ email: string }>(url, `select email from users where role = 'superadmin'`);
          expect(admins).toHaveLength(1);
          let password = ADMIN.password;
          if (!env.ADMIN_EMAIL) {
            const printed = nodes.map((n) => /password: (\S+)/.exec(n.output())?.[1]).filter(Boolean);
            expect(printed).toHaveLength(1);
            password = printed[0]!;
          }
          // The key made by one node signs tokens that every other node accepts.
          const login = await call(nodes[0]!.base, 'POST', '/api/auth/login', { email: admins[0]!.email, password });
          expect(login.status).toBe(200);
          for (const node of nodes.slice(1)) {
            expect((await call(node.base, 'GET', '/api/auth/profile', undefined, login.body.data.token)).status).toBe(200);
          }
        } finally {
          await Promise.all(nodes.map((n) => n.stop()));
        }
      },
      120_000,
    );
  });
});
