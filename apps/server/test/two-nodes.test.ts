import { randomBytes } from 'node:crypto';
import { dayDate } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres } from './helpers/test-database.ts';
import { call, spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';
import { eventually as retry } from './helpers/eventually.ts';

// Two real server processes on one PostgreSQL database, as behind a load balancer. Whatever one
// node changes, the other serves at once: its caches and read models hear of it from the database.
const ADMIN = { email: 'admin@two-nodes.test', password: 'two-nodes-admin' };
let nodes: [ServerProcess, ServerProcess];
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
// What one node changes, the other serves within a second.
const eventually = (check: () => Promise<void>) => retry(check, 1000);

let n = 0;
async function participant(base: string) {
  const email = `p${++n}-${randomBytes(3).toString('hex')}@two-nodes.test`;
  const body = {
    name: `Node Person ${n}`,
    email,
    mobile: '9876543210',
    collegeName: 'CBIT',
    participantType: 'bootcamp',
    password: 'node-pass-1',
    confirmPassword: 'node-pass-1',
  };
  const reg = await call(base, 'POST', '/api/auth/register', body);
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const login = await call(base, 'POST', '/api/auth/login', { email, password: body.password });
  expect(login.status).toBe(200);
  return { id: login.body.data.user._id as string, token: login.body.data.token as string, email, password: body.password };
}

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('two nodes on one database', () => {
  let adminToken: string;

  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: 'two-nodes-secret-two-nodes-secret-00', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    nodes = [spawnServer(env), spawnServer(env)];
    await Promise.all(nodes.map((node) => waitForHealth(node, 60_000)));
    const login = await call(nodes[0].base, 'POST', '/api/auth/login', ADMIN);
    // The first sign-in of a configured admin is a normal one; one with a generated password would
    // have to choose a new one first.
    adminToken = login.body.data.token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes?.map((node) => node.stop()) ?? []);
    await dropDatabase?.();
  });

  it('a token from one node works on the other; sign-out on one ends it on both', async () => {
    const [a, b] = nodes;
    const p = await participant(a.base);
    expect((await call(b.base, 'GET', '/api/auth/profile', undefined, p.token)).status).toBe(200);
    expect((await call(a.base, 'POST', '/api/auth/logout', undefined, p.token)).status).toBe(200);
    await eventually(async () => expect((await call(b.base, 'GET', '/api/auth/profile', undefined, p.token)).status).toBe(401));
  });

  it('deactivation and a password change on one node refuse the token on the other', async () => {
    const [a, b] = nodes;
    const p = await participant(a.base);
    const q = await participant(a.base);
    expect((await call(b.base, 'GET', '/api/auth/profile', undefined, p.token)).status).toBe(200);
    expect((await call(b.base, 'GET', '/api/auth/profile', undefined, q.token)).status).toBe(200);
    expect((await call(a.base, 'PATCH', `/api/users/${p.id}/toggle-status`, undefined, adminToken)).status).toBe(200);
    await eventually(async () => expect((await call(b.base, 'GET', '/api/auth/profile', undefined, p.token)).status).toBe(401));
    const changed = await call(a.base, 'POST', '/api/auth/change-password', { currentPassword: q.password, newPassword: 'another-pass-2' }, q.token);
    expect(changed.status).toBe(200);
    await eventually(async () => expect((await call(b.base, 'GET', '/api/auth/profile', undefined, q.token)).status).toBe(401));
    expect((await call(b.base, 'GET', '/api/auth/profile', undefined, changed.body.data.token)).status).toBe(200);
  });

  it('a switch, a task, a score and an announcement changed through one node are served by the other', async () => {
    const [a, b] = nodes;
    const p = await participant(a.base);
    const settings = (await call(b.base, 'GET', '/api/config/config')).body.data;
    expect((await call(a.base, 'PUT', '/api/config/config', { votingEnabled: !settings.votingEnabled }, adminToken)).status).toBe(200);
    await eventually(async () => expect((await call(b.base, 'GET', '/api/config/config')).body.data.votingEnabled).toBe(!settings.votingEnabled));

    // Node B holds the task list in memory once read; node A's new task must still show there.
    const taskIds = async () => (await call(b.base, 'GET', '/api/tasks', undefined, p.token)).body.data.tasks.map((t: { _id: string }) => t._id);
    await taskIds();
    const task = await call(a.base, 'POST', '/api/tasks', { title: 'Two nodes task', description: 'Seen everywhere', day: 'day1', maxScore: 50 }, adminToken);
    expect(task.status).toBe(201);
    await eventually(async () => expect(await taskIds()).toContain(task.body.data.task._id));

    expect((await call(b.base, 'GET', '/api/users/my-rank', undefined, p.token)).body.data.entry.totalScore).toBe(0);
    const marked = await call(
      a.base,
      'POST',
      '/api/attendance/mark-for-user',
      { userId: p.id, date: dayDate(1, settings.startDate), status: 'present' },
      adminToken,
    );
    expect(marked.status, JSON.stringify(marked.body)).toBe(201);
    await eventually(async () => expect((await call(b.base, 'GET', '/api/users/my-rank', undefined, p.token)).body.data.entry.totalScore).toBe(10));
    await eventually(async () => expect((await call(b.base, 'GET', '/api/auth/profile', undefined, p.token)).body.data.user.totalScore).toBe(10));

    const news = await call(
      a.base,
      'POST',
      '/api/announcements',
      { title: 'From node A', content: 'Both nodes show this.', priority: 'high', targetAudience: 'all' },
      adminToken,
    );
    expect(news.status, JSON.stringify(news.body)).toBe(201);
    const active = await call(b.base, 'GET', '/api/announcements/active', undefined, p.token);
    expect(active.body.data.announcements.map((x: { title: string }) => x.title)).toContain('From node A');
  });

  it('the leaderboards of both nodes agree within a second of a change', async () => {
    const [a, b] = nodes;
    const people = [await participant(a.base), await participant(b.base), await participant(a.base)];
    const settings = (await call(a.base, 'GET', '/api/config/config')).body.data;
    for (const [i, p] of people.entries()) {
      for (let day = 1; day <= i + 1; day++) {
        const res = await call(
          i % 2 ? b.base : a.base,
          'POST',
          '/api/attendance/mark-for-user',
          { userId: p.id, date: dayDate(day, settings.startDate), status: 'present' },
          adminToken,
        );
        expect(res.status).toBeLessThan(300);
      }
    }
    const page = async (base: string) =>
      (await call(base, 'GET', '/api/users/leaderboard?limit=50', undefined, people[0]!.token)).body.data.leaderboard.map(
        (e: { _id: string; rank: number; totalScore: number }) => `${e._id}:${e.rank}:${e.totalScore}`,
      );
    await eventually(async () => expect(await page(b.base)).toEqual(await page(a.base)));
    expect((await page(a.base)).length).toBeGreaterThanOrEqual(3);
  });

  it('the sign-in limit counts attempts on both nodes together', async () => {
    const [a, b] = nodes;
    const p = await participant(a.base);
    // Default limit: 5 failures per email. Ten wrong passwords at once, half on each node.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i % 2 ? b.base : a.base, 'POST', '/api/auth/login', { email: p.email, password: 'wrong-password' })),
    );
    const counts = answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: 5, 429: 5 });
    expect((await call(b.base, 'POST', '/api/auth/login', { email: p.email, password: p.password })).status).toBe(429);
  });
});
