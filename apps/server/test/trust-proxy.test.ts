import { MSG } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

/**
 * Behind the documented nginx, which appends the address it saw to whatever X-Forwarded-For the
 * client sent: the caller is the rightmost entry, and what the client wrote to its left counts for
 * nothing. With TRUST_PROXY=true the leftmost entry was taken, so a client changing it on every
 * attempt was never limited.
 */
const PROXY = '10.0.0.2';
const CLIENT = '10.0.0.7';
const limits = { perIp: 4, perEmailAndIp: 100, perEmail: 100, perUserPasswordChange: 5, windowSeconds: 600 };

let behindOne: TestApp;
let behindListed: TestApp;
beforeAll(async () => {
  behindOne = await startTestApp({ trustProxy: 1, loginLimits: limits });
  behindListed = await startTestApp({ trustProxy: [PROXY], loginLimits: limits });
}, 180_000);
afterAll(async () => {
  await behindOne?.close();
  await behindListed?.close();
});

/** A failed sign-in for someone who does not exist, as it reaches the node. */
const attempt = (t: TestApp, from: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: uniqueEmail('nobody'), password: 'wrong-pass' },
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the caller behind a proxy', () => {
  it('with TRUST_PROXY=1 is the entry nginx appended: a forged leftmost value does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(behindOne, PROXY, `6.6.6.${i}, ${CLIENT}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Someone else behind the same nginx is not held by that limit.
    expect((await attempt(behindOne, PROXY, '10.0.0.8')).statusCode).toBe(401);
    const refused = await attempt(behindOne, PROXY, `6.6.6.99, ${CLIENT}`);
    expect(json(refused).message).toBe(MSG.tooManyAttempts);
  });

  it('with TRUST_PROXY=<its address> is the same, and a request not from it is taken at its socket address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(behindListed, PROXY, `6.6.6.${i}, ${CLIENT}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Straight to the node, not through the proxy: X-Forwarded-For is the client's own writing, ignored.
    const direct: number[] = [];
    for (let i = 0; i < 6; i++) direct.push((await attempt(behindListed, '192.0.2.50', `6.6.6.${i}`)).statusCode);
    expect(direct).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
