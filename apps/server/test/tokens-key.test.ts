import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../src/lib/tokens.ts';

// A reconnect storm checks thousands of tokens the node has never seen: each check must use the
// key made once, not import the secret again (jose imports raw bytes on every call).
const SECRET = 'a-signing-secret-of-at-least-32-characters';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the signing key', () => {
  it('is imported once per key, not once per signature or check', async () => {
    const imports = vi.spyOn(crypto.subtle, 'importKey');
    const tokens = new TokenService(SECRET, 3600);
    const signed = await Promise.all(Array.from({ length: 500 }, (_, i) => tokens.sign(`user-${i}`)));
    // Distinct tokens, so none is answered from the memory of tokens checked before.
    const claims = await Promise.all(signed.map((s) => tokens.verify(s.token)));
    expect(claims.map((c) => c?.sessionId)).toEqual(signed.map((s) => s.sessionId));
    expect(imports).toHaveBeenCalledTimes(1);
  });

  it('a new key is imported once; tokens of the old one are refused, its own are accepted', async () => {
    const tokens = new TokenService(SECRET, 3600);
    const before = await tokens.sign('user-1');
    expect(await tokens.verify(before.token)).toEqual({ userId: 'user-1', sessionId: before.sessionId });
    const imports = vi.spyOn(crypto.subtle, 'importKey');
    tokens.useKey('another-signing-secret-of-32-characters-or-more');
    const after = await Promise.all(Array.from({ length: 50 }, (_, i) => tokens.sign(`user-${i}`)));
    expect(await tokens.verify(before.token)).toBeNull();
    expect((await Promise.all(after.map((s) => tokens.verify(s.token)))).every(Boolean)).toBe(true);
    expect(imports).toHaveBeenCalledTimes(1);
  });

  it('a check costs about what jose costs with a key made beforehand (logged, for the record)', async () => {
    const tokens = new TokenService(SECRET, 3600);
    const signed = await Promise.all(Array.from({ length: 2_000 }, (_, i) => tokens.sign(`user-${i}`)));
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    const cpuMs = async (check: (token: string) => Promise<unknown>) => {
      const start = process.cpuUsage();
      for (const s of signed) expect(await check(s.token)).toBeTruthy();
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1_000;
    };
    const service = await cpuMs((token) => tokens.verify(token));
    const bare = await cpuMs((token) => jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'hackcamp' }));
    console.info(`2,000 first checks: TokenService ${service.toFixed(0)} ms of CPU, jose with a key made beforehand ${bare.toFixed(0)} ms`);
  });
});
