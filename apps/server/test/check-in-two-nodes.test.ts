import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CHECK_IN_MSG, dateInTimeZone, EVENT } from '@hackcamp/contract';
import { openPostgres, type Database } from '../src/db/client.ts';
import { attendance, auditLog, sessions, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { createFreshPostgres } from './helpers/test-database.ts';
import { call, spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';

// Issue 31, item 5: 300 participants checking in within the same second on one window, their
// requests split between two real server processes on one PostgreSQL database (as behind a load
// balancer), each person scanning twice, once on each node. The clock is the real one: the code
// is read from the mentor's window and scanned within its 40 s.
const ADMIN = { email: 'admin@check-in-nodes.test', password: 'check-in-nodes-admin' };
const JWT_SECRET = 'check-in-nodes-secret-check-in-nodes-0';
let a: ServerProcess;
let b: ServerProcess;
let db: Database;
let dropDatabase: () => Promise<void>;

/** Accounts inserted directly with tokens minted by the servers' key: 300 sign-ins would test sign-in. */
async function people(n: number, role: 'participant' | 'mentor', mentorId: string | null = null) {
  const passwordHash = await hashPassword('check-in-nodes-1');
  const tag = Math.random().toString(36).slice(2, 8);
  const rows = await db.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `${role} ${i + 1}`,
        email: `${role}-${tag}-${i}@check-in-nodes.test`,
        role,
        participantType: role === 'participant' ? ('bootcamp' as const) : null,
        mentorId,
        passwordHash,
      })),
    )
    .returning();
  const tokens = new TokenService(JWT_SECRET, 3600);
  const signed = await Promise.all(rows.map(async (user) => ({ user, ...(await tokens.sign(user.id)) })));
  await db.db.insert(sessions).values(signed.map((s) => ({ id: s.sessionId, userId: s.user.id, expiresAt: s.expiresAt })));
  return signed.map((s) => ({ id: s.user.id, token: s.token }));
}

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('check-in across two nodes', () => {
  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    dropDatabase = fresh.drop;
    // The 600 requests arrive in one instant; on two shared cores the last of them waits about
    // 5 s for a connection, the default bound, and a slower CI machine passed it (503s). This test
    // is about exactness, so the servers wait longer; the pace at a peak is the bench's.
    const env = { DATABASE_URL: fresh.url, JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DB_QUERY_TIMEOUT_MS: '30000' };
    a = spawnServer(env);
    await waitForHealth(a, 60_000);
    b = spawnServer(env);
    await waitForHealth(b, 60_000);
    db = await openPostgres(fresh.url, { poolSize: 4, onConnectionError: () => undefined });
    const adminToken = (await call(a.base, 'POST', '/api/auth/login', ADMIN)).body.data.token;
    // Today, in the event's time zone, is day 1.
    const res = await call(a.base, 'PUT', '/api/config/config', { startDate: dateInTimeZone(new Date(), EVENT.timeZone) }, adminToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await dropDatabase?.();
  });

  it('300 people, each scanning once on each node at the same time: each is marked exactly once and the totals are exact', async () => {
    const [mentor] = await people(1, 'mentor');
    const crowd = await people(300, 'participant', mentor!.id);
    const opened = await call(a.base, 'POST', '/api/check-in/sessions', { minutes: 10 }, mentor!.token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const windowId = opened.body.data.session.id as string;
    // The code as node B shows it: derived from the window's row, the same on every node.
    const shown = await call(b.base, 'GET', `/api/check-in/sessions/${windowId}`, undefined, mentor!.token);
    expect(shown.body.data.session.code).toBe(opened.body.data.session.code);
    const code = shown.body.data.session.code as string;

    const started = performance.now();
    const answers = await Promise.all(
      crowd.flatMap((p, i) => [
        call(i % 2 ? a.base : b.base, 'POST', '/api/check-in', { code }, p.token),
        call(i % 2 ? b.base : a.base, 'POST', '/api/check-in', { code }, p.token),
      ]),
    );
    const ms = performance.now() - started;
    expect(answers.filter((r) => r.status !== 200).map((r) => [r.status, r.body])).toEqual([]);
    const messages = answers.map((r) => r.body.message);
    expect(messages.filter((m) => m === CHECK_IN_MSG.checkedIn)).toHaveLength(300);
    expect(messages.filter((m) => m === CHECK_IN_MSG.alreadyCheckedIn)).toHaveLength(300);

    const ids = crowd.map((p) => p.id);
    const rows = await db.db.select().from(attendance).where(inArray(attendance.userId, ids));
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => r.status === 'present' && r.source === 'check-in' && r.checkInWindowId === windowId)).toBe(true);
    const scores = await db.db.select({ s: users.totalScore }).from(users).where(inArray(users.id, ids));
    expect(scores.every((r) => r.s === 10)).toBe(true);
    const trail = await db.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.check-in'));
    expect(trail).toHaveLength(300);
    const figures = await call(a.base, 'GET', `/api/check-in/sessions/${windowId}`, undefined, mentor!.token);
    expect(figures.body.data.session).toMatchObject({ expectedCount: 300, checkedInCount: 300, missingCount: 0 });
    console.info(`600 check-ins over two nodes (300 people, each twice) in ${Math.round(ms)} ms`);
  }, 120_000);

  it('opens sent to both nodes at once by one owner leave one open window', async () => {
    const [mentor] = await people(1, 'mentor');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i % 2 ? a.base : b.base, 'POST', '/api/check-in/sessions', { minutes: 5 }, mentor!.token)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.message === CHECK_IN_MSG.alreadyOpen)).toBe(true);
  });
});
