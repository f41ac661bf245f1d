import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { users } from '../src/db/schema/index.ts';
import { NUL_MESSAGE } from '../src/plugins/nul-characters.ts';
import { bearer, json, signUpParticipant, startTestApp, validRegistration, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('hostile input never gets a 500', () => {
  it('answers a 10 MB body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration(), name: 'x'.repeat(10 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe(MSG.bodyTooLarge);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(MSG.malformedJson);
  });

  it.each([['[]'], ['"just a string"'], ['42'], ['null']])('answers a JSON body of %s with 400', async (payload) => {
    for (const url of ['/api/auth/login', '/api/auth/register']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).success).toBe(false);
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(json(res).success).toBe(false);
  });

  it('treats SQL in a valid-looking email and in the password as plain text, all the way to the database', async () => {
    const victim = await signUpParticipant(t.app);
    const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
    const before = await userCount();
    // Each email passes the email check (no spaces: comments stand in for them), so it reaches
    // the sign-in lookup and the rate-limit counters. Pasted into the SQL text, the first would
    // select the victim's row and, with the victim's password, sign the caller in.
    const attempts = [
      { email: `'/**/or/**/id='${victim.user._id}'--@x.io`, password: victim.password },
      { email: `x';drop/**/table/**/users;--@x.io`, password: victim.password },
      { email: `x'/**/union/**/select/**/password_hash/**/from/**/users--@x.io`, password: victim.password },
      { email: victim.email, password: "' OR '1'='1' --" },
      { email: victim.email, password: "x'; DELETE FROM users; --" },
    ];
    for (const payload of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      // The generic refusal and nothing else: no token, no row, no database error text.
      expect(res.statusCode, payload.email).toBe(401);
      expect(json(res), payload.email).toEqual({ success: false, message: MSG.invalidCredentials });
    }
    expect(await userCount()).toBe(before);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: victim.email, password: victim.password } });
    expect(again.statusCode).toBe(200);
    expect(json(again).data.user._id).toBe(victim.user._id);
  });

  it.each([
    ['__proto__', '{"role":"superadmin","isActive":false}'],
    ['constructor', '{"prototype":{"role":"superadmin"}}'],
  ])('refuses a body carrying a %s key and creates no account', async (key, value) => {
    const registration = validRegistration();
    // Written as text: an object literal's __proto__ sets the prototype and JSON.stringify drops
    // it, so the key would never be sent.
    const raw = `${JSON.stringify(registration).slice(0, -1)},"${key}":${value}}`;
    expect(raw).toContain(`"${key}":`);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: raw });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ success: false, message: MSG.malformedJson });
    expect(await t.database.db.select().from(users).where(eq(users.email, registration.email))).toHaveLength(0);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isActive).toBeUndefined();
  });

  it('refuses over-long fields with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validRegistration({ name: 'n'.repeat(101), password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([
      { field: 'name', msg: MSG.nameTooLong },
      { field: 'password', msg: MSG.passwordTooLong },
    ]);
  });

  it('refuses NUL characters in bodies, queries, path parameters and multipart fields with 400', async () => {
    const p = await signUpParticipant(t.app);
    const results = [
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration({ name: 'a\u0000b' }) }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@b.co', password: 'x' } }),
      await t.app.inject({ method: 'GET', url: '/api/config/problems?search=%00x', headers: bearer(p.token) }),
      await t.app.inject({ method: 'GET', url: '/api/teams?search=%00', headers: bearer(p.token) }),
      // Again: a read remembers the queries it has checked, and must not remember this one.
      await t.app.inject({ method: 'GET', url: '/api/teams?search=%00', headers: bearer(p.token) }),
      await t.app.inject({ method: 'GET', url: '/api/config/problems/a%00b', headers: bearer(p.token) }),
      await t.app.inject({ method: 'DELETE', url: '/api/teams/a%00b/members/c', headers: bearer(p.token) }),
      await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(p.token), payload: { name: 'x\u0000' } }),
    ];
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).message).toBe(NUL_MESSAGE);
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const p = await signUpParticipant(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: bearer(p.token) });
    expect(res.statusCode).toBe(404);
    expect(json(res).success).toBe(false);
  });
});
