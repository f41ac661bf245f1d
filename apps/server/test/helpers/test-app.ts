import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import type { Database, Db, QueryObserver } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { TokenService } from '../../src/lib/tokens.ts';
import type { LoginLimits } from '../../src/modules/auth/auth.service.ts';
import { openSharedTestDatabases, openTestDatabase } from './test-database.ts';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';

interface TestAppOptions {
  loginLimits?: Partial<LoginLimits>;
  /** Read the caller's address from X-Forwarded-For, as behind that many proxies or those addresses (TRUST_PROXY). */
  trustProxy?: AppConfig['trustProxy'];
  webDist?: string;
  /** Sees every statement the nodes send to the database. */
  queryLogger?: QueryObserver;
  /** How "Forgot password?" mails (test/helpers/smtp-inbox.ts runs a real SMTP server). */
  mail?: AppDeps['mail'];
  /** PUBLIC_URL, as the operator sets it. */
  publicUrl?: AppDeps['publicUrl'];
  recoveryLimits?: AppDeps['recoveryLimits'];
  /** How often an idle live stream gets a comment line. */
  liveKeepaliveMs?: number;
  /** The live streams' caps and timings. */
  liveOptions?: AppDeps['liveOptions'];
  /** The app's clock, for tests that set the event's "today". */
  clock?: AppDeps['clock'];
  /** Wraps the connection a write's own single statements use (a test holding them, held-queries.ts). */
  urgent?: (urgent: Db) => Db;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  tokens: TokenService;
  close(): Promise<void>;
}

export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const node = await buildTestApp(opts.urgent ? { ...database, urgent: opts.urgent(database.urgent) } : database, opts);
  return {
    ...node,
    async close() {
      await node.app.close();
      await database.close();
    },
  };
}

/**
 * `n` app nodes on one database (own connection pools on PostgreSQL, one shared PGlite), with the
 * same signing key, as several servers behind a load balancer. `close` ends them all.
 */
export async function startTestNodes(n: number, opts: TestAppOptions = {}): Promise<{ nodes: TestApp[]; close(): Promise<void> }> {
  const shared = await openSharedTestDatabases(n, opts.queryLogger);
  const nodes: TestApp[] = [];
  for (const database of shared.databases) {
    const node = await buildTestApp(database, opts);
    nodes.push({ ...node, close: () => node.app.close() });
  }
  return {
    nodes,
    async close() {
      await Promise.all(nodes.map((node) => node.close()));
      await shared.close();
    },
  };
}

async function buildTestApp(database: Database, opts: TestAppOptions): Promise<Omit<TestApp, 'close'>> {
  const tokens = new TokenService(TEST_SECRET, 3600);
  const webDist = opts.webDist ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hc-nodist-'));
  const app = await buildApp({
    database,
    tokens,
    config: { webDist, trustProxy: opts.trustProxy ?? false, logLevel: 'silent' },
    // Tests register many people from one address; the limit's own tests set it.
    loginLimits: { registrationsPerIp: 1_000_000, ...opts.loginLimits },
    mail: opts.mail,
    publicUrl: opts.publicUrl,
    recoveryLimits: opts.recoveryLimits,
    liveKeepaliveMs: opts.liveKeepaliveMs,
    liveOptions: opts.liveOptions,
    clock: opts.clock,
  });
  await app.ready();
  return { app, database, tokens };
}

let counter = 0;
/** A unique email per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}@test.dev`;

export function validRegistration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    email: uniqueEmail('asha'),
    mobile: '+91 98765 43210',
    collegeName: 'CBIT',
    participantType: 'bootcamp',
    password: 'secret12',
    confirmPassword: 'secret12',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, any>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return json(res).data.token as string;
}

/** A signed-in participant, registered through the public call. */
export async function signUpParticipant(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const token = await login(app, body.email, body.password);
  return { user: json(res).data.user, token, email: body.email, password: body.password };
}

/** Staff accounts are inserted directly: there is no public way to create them. */
export async function createStaff(t: TestApp, role: 'superadmin' | 'mentor' | 'judge', password = 'staffpass1') {
  const email = uniqueEmail(role);
  const [row] = await t.database.db
    .insert(users)
    .values({ name: `Test ${role}`, email, role, passwordHash: await hashPassword(password) })
    .returning();
  const token = await login(t.app, email, password);
  return { user: row!, token, email, password };
}

let sharedHash: Promise<string> | undefined;

/**
 * Many signed-in participants at once: rows inserted in one statement and tokens minted directly
 * (the sign-in path has its own tests), so concurrency tests can use dozens of people cheaply.
 */
export async function createParticipants(t: TestApp, n: number, participantType: 'bootcamp' | 'hackathon' = 'bootcamp') {
  sharedHash ??= hashPassword('participant1');
  const passwordHash = await sharedHash;
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Participant ${i + 1}`,
        email: uniqueEmail('p'),
        role: 'participant' as const,
        participantType,
        passwordHash,
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (user) => {
      const { token, sessionId, expiresAt } = await t.tokens.sign(user.id);
      await t.database.db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt });
      return { user, token };
    }),
  );
}
