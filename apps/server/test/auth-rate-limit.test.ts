import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { inArray } from 'drizzle-orm';
import { rateLimits, users } from '../src/db/schema/index.ts';
import { bearer, createStaff, json, signUpParticipant, startTestApp, startTestNodes, validRegistration, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the caller's address is the one X-Forwarded-For names.
  t = await startTestApp({ trustProxy: 1, loginLimits: { perEmailAndIp: 3, perEmail: 12, perIp: 8, perUserPasswordChange: 4, windowSeconds: 600 } });
  cluster = await startTestNodes(2, {
    trustProxy: 1,
    loginLimits: { perEmailAndIp: 3, perEmail: 5, perIp: 10, perUserPasswordChange: 5, windowSeconds: 600, registrationsPerIp: 10 },
  });
});
afterAll(async () => {
  await t?.close();
  await cluster?.close();
});

/** Every request reaches the app from the proxy; only X-Forwarded-For tells the callers apart. */
const PROXY = '10.0.0.2';
const attemptOn = (node: TestApp, email: string, password: string, ip = '203.0.113.7') =>
  node.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: PROXY, headers: { 'x-forwarded-for': ip } });
const attempt = (email: string, password: string, ip?: string) => attemptOn(t, email, password, ip);

const changePasswordOn = (node: TestApp, token: string, currentPassword: string, newPassword = 'brand-new-1') =>
  node.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload: { currentPassword, newPassword } });

/** How many answers had each status code, e.g. { 401: 5, 429: 15 }. */
function tally(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe('sign-in rate limit', () => {
  it('an attacker failing on one address does not lock the owner out on another', async () => {
    const owner = await signUpParticipant(t.app);
    const attacker = '198.51.100.66';
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(owner.email, 'wrong-pass', attacker)));
    expect(tally(results)).toEqual({ 401: 3, 429: 17 });
    for (const r of results.filter((r) => r.statusCode === 429)) expect(json(r).message).toBe(MSG.tooManyAttempts);
    // The attacker's address is done with this email, even with the right password...
    expect((await attempt(owner.email, owner.password, attacker)).statusCode).toBe(429);
    // ...while the owner, elsewhere, signs in, also while the attacker keeps going.
    const [mine, ...theirs] = await Promise.all([
      attempt(owner.email, owner.password, '192.0.2.10'),
      ...Array.from({ length: 10 }, () => attempt(owner.email, 'wrong-pass', attacker)),
    ]);
    expect(mine!.statusCode, mine!.body).toBe(200);
    expect(tally(theirs)).toEqual({ 429: 10 });
  });

  it('the per-email ceiling across every address stays as a last line for wrong passwords', async () => {
    const p = await signUpParticipant(t.app);
    for (let i = 0; i < 4; i++) for (let j = 0; j < 3; j++) expect((await attempt(p.email, 'wrong-pass', `198.51.100.${10 + i}`)).statusCode).toBe(401);
    const locked = await attempt(p.email, 'wrong-pass', '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toBe(MSG.tooManyAttempts);
  });

  it('a success clears the count of its email and address', async () => {
    const p = await signUpParticipant(t.app);
    for (let i = 0; i < 2; i++) await attempt(p.email, 'wrong-pass', '192.0.2.1');
    expect((await attempt(p.email, p.password, '192.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(p.email, 'wrong-pass', '192.0.2.1')).statusCode).toBe(401);
    expect((await attempt(p.email, p.password, '192.0.2.1')).statusCode).toBe(200);
  });

  it('limits one address trying many emails, without touching other addresses', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 8; i++) expect((await attempt(`guess${i}@test.dev`, 'wrong-pass', ip)).statusCode).toBe(401);
    expect((await attempt('guess-next@test.dev', 'wrong-pass', ip)).statusCode).toBe(429);
    const p = await signUpParticipant(t.app);
    expect((await attempt(p.email, p.password, '203.0.113.51')).statusCode).toBe(200);
  });

  it('successful sign-ins do not use up the address limit', async () => {
    const p = await signUpParticipant(t.app);
    for (let i = 0; i < 12; i++) expect((await attempt(p.email, p.password, '203.0.113.60')).statusCode).toBe(200);
    expect((await attempt('someone@test.dev', 'wrong-pass', '203.0.113.60')).statusCode).toBe(401);
  });

  it('holds the per-email ceiling when wrong passwords from many addresses arrive together', async () => {
    const p = await signUpParticipant(t.app);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(p.email, 'wrong-pass', `198.51.100.${100 + i}`)));
    expect(tally(results)).toEqual({ 401: 12, 429: 8 });
    for (const r of results.filter((r) => r.statusCode === 429)) expect(json(r).message).toBe(MSG.tooManyAttempts);
    expect((await attempt(p.email, 'wrong-pass', '198.51.100.200')).statusCode).toBe(429);
  });

  it('holds the per-address limit when the attempts arrive together', async () => {
    const ip = '203.0.113.70';
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`together${i}@test.dev`, 'wrong-pass', ip)));
    expect(tally(results)).toEqual({ 401: 8, 429: 12 });
    const p = await signUpParticipant(t.app);
    expect((await attempt(p.email, p.password, ip)).statusCode).toBe(429);
  });
});

describe('sign-in rate limit window', () => {
  it('starts a new window once the old one has passed', async () => {
    const short = await startTestApp({
      trustProxy: 1,
      loginLimits: { perEmailAndIp: 2, perEmail: 10, perIp: 100, perUserPasswordChange: 2, windowSeconds: 1 },
    });
    try {
      const p = await signUpParticipant(short.app);
      for (let i = 0; i < 2; i++) expect((await attemptOn(short, p.email, 'wrong-pass')).statusCode).toBe(401);
      expect((await attemptOn(short, p.email, p.password)).statusCode).toBe(429);
      expect((await attemptOn(short, 'stale@test.dev', 'wrong-pass', '198.51.100.250')).statusCode).toBe(401);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await attemptOn(short, p.email, 'wrong-pass')).statusCode).toBe(401);
      expect((await attemptOn(short, p.email, p.password)).statusCode).toBe(200);

      // Start-up clean-up drops the counters whose window has passed, not the ones just restarted.
      await short.app.services.auth.cleanUp();
      const keys = (await short.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      expect(keys).not.toContain('email:stale@test.dev');
      expect(keys).not.toContain('ip:198.51.100.250');
      expect(keys).toContain('ip:203.0.113.7');
      // A registration counter keeps its own, longer window.
      expect(keys).toContain('register:127.0.0.1');
    } finally {
      await short.close();
    }
  });
});

describe('an account under attack from many addresses (issue 39)', () => {
  let u: TestApp;
  const PAUSE = 600;
  beforeAll(async () => {
    u = await startTestApp({ trustProxy: 1, loginLimits: { perEmailAndIp: 3, perEmail: 6, perIp: 50, underAttackPauseMs: PAUSE, windowSeconds: 600 } });
  });
  afterAll(() => u?.close());
  const timed = async (email: string, password: string, ip: string) => {
    const started = performance.now();
    const res = await attemptOn(u, email, password, ip);
    return { res, ms: performance.now() - started };
  };
  /** Twenty wrong passwords from twenty addresses at once: the email's limit of six is passed. */
  async function attack(email: string, base: number) {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attemptOn(u, email, 'wrong-pass', `198.18.${base}.${i + 1}`)));
    expect(tally(results)).toEqual({ 401: 6, 429: 14 });
  }

  it('slows the right password from a new address instead of refusing it; a wrong one still gets 429', async () => {
    const owner = await signUpParticipant(u.app);
    await attack(owner.email, 1);

    const mine = await timed(owner.email, owner.password, '192.0.2.50');
    expect(mine.res.statusCode, mine.res.body).toBe(200);
    expect(mine.ms).toBeGreaterThanOrEqual(PAUSE - 5);
    expect((await u.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(json(mine.res).data.token) })).statusCode).toBe(200);

    // A wrong password waits as long, then is refused as before: the pause tells nothing.
    const theirs = await timed(owner.email, 'wrong-pass', '198.18.9.9');
    expect(theirs.res.statusCode).toBe(429);
    expect(json(theirs.res).message).toBe(MSG.tooManyAttempts);
    expect(theirs.ms).toBeGreaterThanOrEqual(PAUSE - 5);
    // An unknown email past its limit too.
    for (let i = 0; i < 7; i++) await attemptOn(u, 'nobody-under-attack@test.dev', 'wrong-pass', `198.18.8.${i + 1}`);
    expect((await attemptOn(u, 'nobody-under-attack@test.dev', 'wrong-pass', '198.18.8.99')).statusCode).toBe(429);
  });

  it('still refuses an address that used up its own limit for the email, even with the right password', async () => {
    const owner = await signUpParticipant(u.app);
    await attack(owner.email, 2);
    const used = '198.18.2.1';
    for (let i = 0; i < 2; i++) expect((await attemptOn(u, owner.email, 'wrong-pass', used)).statusCode).toBe(429);
    const res = await attemptOn(u, owner.email, owner.password, used);
    expect(res.statusCode).toBe(429);
    expect(json(res).message).toBe(MSG.tooManyAttempts);
  });

  it('signs the owner in on several devices at once while the attack goes on, holding no database connection while it waits', async () => {
    const owner = await signUpParticipant(u.app);
    await attack(owner.email, 3);
    const devices = Promise.all(Array.from({ length: 12 }, (_, i) => attemptOn(u, owner.email, owner.password, `192.0.2.${100 + i}`)));
    const attackers = Promise.all(Array.from({ length: 12 }, (_, i) => attemptOn(u, owner.email, 'wrong-pass', `198.18.4.${i + 1}`)));
    // While a dozen sign-ins pause, the database answers at once: none of them holds a connection.
    await new Promise((r) => setTimeout(r, PAUSE / 3));
    const started = performance.now();
    await u.database.db.select({ id: users.id }).from(users).limit(1);
    expect(performance.now() - started).toBeLessThan(PAUSE / 2);
    expect(tally(await devices)).toEqual({ 200: 12 });
    expect(tally(await attackers)).toEqual({ 429: 12 });
  });
});

describe('password change limit', () => {
  it('throttles wrong current passwords per user, also when they arrive together', async () => {
    const p = await signUpParticipant(t.app);
    const results = await Promise.all(Array.from({ length: 20 }, () => changePasswordOn(t, p.token, 'wrong-current')));
    expect(tally(results)).toEqual({ 400: 4, 429: 16 });
    for (const r of results.filter((r) => r.statusCode === 400)) expect(json(r).message).toBe(MSG.currentPasswordWrong);
    for (const r of results.filter((r) => r.statusCode === 429)) expect(json(r).message).toBe(MSG.tooManyPasswordAttempts);

    const right = await changePasswordOn(t, p.token, p.password);
    expect(right.statusCode).toBe(429);
    expect((await attempt(p.email, p.password, '192.0.2.77')).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous changes through, and keeps its password and token', async () => {
    const p = await signUpParticipant(t.app);
    const [a, b] = await Promise.all([changePasswordOn(t, p.token, p.password, 'first-new-1'), changePasswordOn(t, p.token, p.password, 'second-new-2')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(json(lost).message).toBe(MSG.passwordChangedMeanwhile);
    const wonPassword = won === a ? 'first-new-1' : 'second-new-2';
    const lostPassword = won === a ? 'second-new-2' : 'first-new-1';

    expect((await attempt(p.email, wonPassword, '192.0.2.78')).statusCode).toBe(200);
    expect((await attempt(p.email, lostPassword, '192.0.2.78')).statusCode).toBe(401);
    const newToken = json(won).data.token as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(newToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(p.token) })).statusCode).toBe(401);
  });
});

describe('limits across app nodes on one database', () => {
  const node = (i: number) => cluster.nodes[i % 2]!;

  it('holds the per-email ceiling when the attempts are split between nodes', async () => {
    const p = await signUpParticipant(node(0).app);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attemptOn(node(i), p.email, 'wrong-pass', `198.51.100.${150 + i}`)));
    expect(tally(results)).toEqual({ 401: 5, 429: 15 });
    expect((await attemptOn(node(1), p.email, 'wrong-pass', '198.51.100.201')).statusCode).toBe(429);
    // The owner's right password from an address of their own is slowed, not refused (issue 39).
    expect((await attemptOn(node(1), p.email, p.password, '198.51.100.202')).statusCode).toBe(200);
  });

  it('holds the (email, address) limit when one address is split between nodes, and the owner still signs in', async () => {
    const owner = await signUpParticipant(node(0).app);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attemptOn(node(i), owner.email, 'wrong-pass', '198.51.100.77')));
    expect(tally(results)).toEqual({ 401: 3, 429: 17 });
    expect((await attemptOn(node(1), owner.email, owner.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('holds the per-address limit when the attempts are split between nodes', async () => {
    const ip = '203.0.113.80';
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attemptOn(node(i), `split${i}@test.dev`, 'wrong-pass', ip)));
    expect(tally(results)).toEqual({ 401: 10, 429: 10 });
  });

  it('holds the password change limit when the attempts are split between nodes', async () => {
    const p = await signUpParticipant(node(0).app);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => changePasswordOn(node(i), p.token, 'wrong-current')));
    expect(tally(results)).toEqual({ 400: 5, 429: 15 });
    expect((await changePasswordOn(node(1), p.token, p.password)).statusCode).toBe(429);
  });
});

describe('registration limit per address', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp({ trustProxy: 1, loginLimits: { registrationsPerIp: 10, registrationWindowSeconds: 600 } });
  });
  afterAll(() => r?.close());

  const registerOn = (node: TestApp, body: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) =>
    node.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: PROXY, headers: { 'x-forwarded-for': ip, ...headers } });
  const createdOf = async (node: TestApp, emails: string[]) =>
    (await node.database.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).length;

  it('creates exactly the limit of 30 simultaneous registrations from one address, and refuses the rest plainly', async () => {
    const bodies = Array.from({ length: 30 }, () => validRegistration());
    const results = await Promise.all(bodies.map((body) => registerOn(r, body, '203.0.113.90')));
    expect(tally(results)).toEqual({ 201: 10, 429: 20 });
    for (const res of results.filter((res) => res.statusCode === 429)) expect(json(res)).toEqual({ success: false, message: MSG.tooManyRegistrations });
    expect(
      await createdOf(
        r,
        bodies.map((b) => b.email),
      ),
    ).toBe(10);
    // Another address is not affected.
    expect((await registerOn(r, validRegistration(), '203.0.113.91')).statusCode).toBe(201);
  });

  it('does not count a form that fails validation', async () => {
    for (let i = 0; i < 12; i++) expect((await registerOn(r, validRegistration({ mobile: 'x' }), '203.0.113.92')).statusCode).toBe(400);
    expect((await registerOn(r, validRegistration(), '203.0.113.92')).statusCode).toBe(201);
  });

  it('does not limit a superadmin registering people', async () => {
    const admin = await createStaff(r, 'superadmin');
    const ip = '203.0.113.93';
    const results = await Promise.all(Array.from({ length: 12 }, () => registerOn(r, validRegistration(), ip, bearer(admin.token))));
    expect(tally(results)).toEqual({ 201: 12 });
    expect((await registerOn(r, validRegistration(), ip)).statusCode).toBe(201);
  });

  it('holds the limit when the registrations are split between nodes', async () => {
    const bodies = Array.from({ length: 30 }, () => validRegistration());
    const results = await Promise.all(bodies.map((body, i) => registerOn(cluster.nodes[i % 2]!, body, '203.0.113.94')));
    expect(tally(results)).toEqual({ 201: 10, 429: 20 });
    expect(
      await createdOf(
        cluster.nodes[0]!,
        bodies.map((b) => b.email),
      ),
    ).toBe(10);
  });
});
