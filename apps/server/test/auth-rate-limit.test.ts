import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { json, signUpParticipant, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginLimits: { perEmail: 3, perIp: 8, windowSeconds: 600 } });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in rate limit', () => {
  it('locks an email after repeated failures, even for the right password, from any address', async () => {
    const p = await signUpParticipant(t.app);
    for (let i = 0; i < 3; i++) expect((await attempt(p.email, 'wrong-pass', `198.51.100.${i}`)).statusCode).toBe(401);
    const locked = await attempt(p.email, p.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toBe(MSG.tooManyAttempts);
  });

  it('a success clears the per-email count', async () => {
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
});
