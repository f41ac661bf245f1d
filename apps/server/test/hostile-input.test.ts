import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { NUL_MESSAGE } from '../src/lib/nul-characters.ts';
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

  it('treats SQL-looking sign-in input as plain text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: "admin@x.io' OR '1'='1", password: "' OR 1=1 --" } });
    expect([400, 401]).toContain(res.statusCode);
  });

  it('ignores prototype-pollution keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validRegistration(), __proto__: { role: 'superadmin' }, constructor: { prototype: { role: 'superadmin' } } }),
    });
    expect([201, 400]).toContain(res.statusCode);
    if (res.statusCode === 201) expect(json(res).data.user.role).toBe('participant');
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('refuses over-long fields with a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration({ name: 'n'.repeat(101), password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }) });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([
      { field: 'name', msg: MSG.nameTooLong },
      { field: 'password', msg: MSG.passwordTooLong },
    ]);
  });

  it('refuses NUL characters in bodies, queries and multipart fields with 400', async () => {
    const p = await signUpParticipant(t.app);
    const results = [
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration({ name: 'a\u0000b' }) }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@b.co', password: 'x' } }),
      await t.app.inject({ method: 'GET', url: '/api/config/problems?search=%00x', headers: bearer(p.token) }),
      await t.app.inject({ method: 'GET', url: '/api/teams?search=%00', headers: bearer(p.token) }),
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
