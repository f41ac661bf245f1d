import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { users } from '../src/db/schema/index.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { TEST_SECRET, bearer, json, login, signUpParticipant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { statementsDuring } from './helpers/count-statements.ts';
import { until } from './helpers/eventually.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
const postLogin = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/login', () => {
  it('returns the user and a token that opens the profile', async () => {
    const p = await signUpParticipant(t.app);
    const res = await postLogin({ email: p.email.toUpperCase(), password: p.password });
    expect(res.statusCode).toBe(200);
    const { user, token } = json(res).data;
    expect(user).toMatchObject({ email: p.email, role: 'participant' });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
    expect(json(await profile(token)).data.user._id).toBe(user._id);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const p = await signUpParticipant(t.app);
    const wrong = await postLogin({ email: p.email, password: 'not-the-password' });
    const unknown = await postLogin({ email: 'nobody@nowhere.dev', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe(MSG.invalidCredentials);
    expect(json(unknown).message).toBe(MSG.invalidCredentials);
  });

  it('validates with the spec messages', async () => {
    expect(json(await postLogin({ email: '', password: 'x' })).errors).toEqual([{ field: 'email', msg: MSG.emailRequired }]);
    expect(json(await postLogin({ email: 'nope', password: 'x' })).errors).toEqual([{ field: 'email', msg: MSG.emailInvalid }]);
    expect(json(await postLogin({ email: 'a@b.co', password: '' })).errors).toEqual([{ field: 'password', msg: MSG.passwordRequired }]);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(none.statusCode).toBe(400);
    expect(json(none).errors.map((e: { field: string }) => e.field)).toEqual(['email', 'password']);
  });

  it('refuses a deactivated account after a correct password', async () => {
    const p = await signUpParticipant(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, p.email));
    const res = await postLogin({ email: p.email, password: p.password });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(MSG.accountInactive);
    // and the token issued before deactivation stops working
    expect((await profile(p.token)).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('401 without a token, with garbage, or with a bad scheme', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    expect((await profile('garbage')).statusCode).toBe(401);
    const p = await signUpParticipant(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Basic ${p.token}` } });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an 'alg: none' token carrying a real user and session", async () => {
    const p = await signUpParticipant(t.app);
    const [, payload] = p.token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const res = await profile(`${header}.${payload}.`);
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe(MSG.sessionExpired);
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const p = await signUpParticipant(t.app);
    const forged = await new TokenService('another-secret-another-secret-another-secret', 3600).sign(p.user._id);
    expect((await profile(forged.token)).statusCode).toBe(401);
    const [, payload] = p.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(TEST_SECRET));
    expect((await profile(hs512)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const p = await signUpParticipant(t.app);
    const [, payload] = p.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ ...claims, iat: past - 3600, exp: past })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await profile(expired)).statusCode).toBe(401);
  });

  it('logout revokes only that token', async () => {
    const p = await signUpParticipant(t.app);
    const other = await login(t.app, p.email, p.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p.token) });
    expect(res.statusCode).toBe(200);
    expect((await profile(p.token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });
});

// At the busiest moment a mentor's marks give a hundred people a new score at once: each of them
// is read again in one statement when the change is heard, not looked up with their next request.
describe('a signed-in person whose row changes', () => {
  it('is read again when the change is heard, so their next request needs no lookup; a deactivation still refuses them', async () => {
    const p = await signUpParticipant(t.app);
    const { token } = json(await postLogin({ email: p.email, password: p.password })).data;
    expect((await profile(token)).statusCode).toBe(200);
    const auth = t.app.services.auth;
    expect(auth.knownCaller(token)?.user.totalScore).toBe(0);

    await t.database.db.update(users).set({ totalScore: 42 }).where(eq(users.email, p.email));
    // Held again with the new score, before any request of theirs.
    await until(() => auth.knownCaller(token)?.user.totalScore === 42);
    let res: Awaited<ReturnType<typeof profile>> | undefined;
    const statements = await statementsDuring(t.database, async () => {
      res = await profile(token);
    });
    expect(json(res!).data.user.totalScore).toBe(42);
    expect(statements).toEqual([]);

    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, p.email));
    await until(() => auth.knownCaller(token) === undefined);
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('profile', () => {
  const put = (token: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: payload as object });

  it('updates name and email, and the new email signs in', async () => {
    const p = await signUpParticipant(t.app);
    const email = `renamed-${p.email}`;
    const res = await put(p.token, { name: '  Asha R.  ', email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.user).toMatchObject({ name: 'Asha R.', email });
    expect(json(await profile(p.token)).data.user.name).toBe('Asha R.');
    await login(t.app, email, p.password);
  });

  it("refuses another user's email with 409 and keeps the old one", async () => {
    const a = await signUpParticipant(t.app);
    const b = await signUpParticipant(t.app);
    const res = await put(b.token, { email: a.email });
    expect(res.statusCode).toBe(409);
    expect(json(await profile(b.token)).data.user.email).toBe(b.email);
  });

  it('validates name and email and ignores fields it does not own', async () => {
    const p = await signUpParticipant(t.app);
    expect(json(await put(p.token, { name: '' })).errors).toEqual([{ field: 'name', msg: MSG.nameRequired }]);
    expect(json(await put(p.token, { email: 'bad' })).errors).toEqual([{ field: 'email', msg: MSG.emailInvalid }]);
    expect((await put(p.token, {})).statusCode).toBe(400);
    const sneaky = await put(p.token, { name: 'Still Me', role: 'superadmin', totalScore: 9999 });
    expect(sneaky.statusCode).toBe(200);
    expect(json(sneaky).data.user).toMatchObject({ role: 'participant', totalScore: 0 });
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload: payload as object });

  it('changes the password, revokes every old token and returns a working new one', async () => {
    const p = await signUpParticipant(t.app);
    const otherDevice = await login(t.app, p.email, p.password);
    const res = await change(p.token, { currentPassword: p.password, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(MSG.passwordChanged);
    expect((await profile(p.token)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(json(res).data.token)).statusCode).toBe(200);
    expect((await postLogin({ email: p.email, password: p.password })).statusCode).toBe(401);
    await login(t.app, p.email, 'brand-new-pass');
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const p = await signUpParticipant(t.app);
    const res = await change(p.token, { currentPassword: 'wrong-one', newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(MSG.currentPasswordWrong);
    await login(t.app, p.email, p.password);
  });

  it('refuses a short new password with the spec message', async () => {
    const p = await signUpParticipant(t.app);
    const res = await change(p.token, { currentPassword: p.password, newPassword: '123' });
    expect(json(res).errors).toEqual([{ field: 'newPassword', msg: MSG.newPasswordTooShort }]);
  });
});

describe('caching of answers', () => {
  it('marks every answer to a signed-in request no-store, errors included', async () => {
    const p = await signUpParticipant(t.app);
    // A 200, a public call made signed in, a service's 404, an unknown route and a validation 400.
    const cases = [
      ['/api/auth/profile', 200],
      ['/api/config/config', 200],
      ['/api/teams/00000000-0000-4000-8000-000000000000', 404],
      ['/api/no-such-route', 404],
      ['/api/teams/not-an-id', 400],
    ] as const;
    for (const [url, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(p.token) });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves anonymous answers and forged tokens as they were', async () => {
    for (const headers of [{}, bearer('not-a-real-token')]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/config/config', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
