import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ALG = 'HS256';

type SigningKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const ISSUER = 'hackcamp';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * The secret as a WebCrypto key, made once per key: jose given the raw bytes imports them again on
 * every signature and every check, which was a third of what a stream's opening cost the node.
 */
function importSecret(secret: string): Promise<SigningKey> {
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A key that cannot be made fails the calls that await it, not the process.
  key.catch(() => undefined);
  return key;
}

export class TokenService {
  private key: Promise<SigningKey>;
  // Checking a signature costs more than the rest of a cached request; a token's signature and
  // expiry never change, so one checked once is remembered (revocation is the sessions' job).
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  private static readonly MAX_REMEMBERED = 20_000;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = importSecret(secret);
  }

  /**
   * Signs and checks with `secret` from now on (a restore made a fresh key): a token signed with
   * the previous key is refused, including one checked and remembered before.
   */
  useKey(secret: string) {
    this.key = importSecret(secret);
    this.verified.clear();
  }

  async sign(userId: string): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const sessionId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = new Date((now + this.ttlSeconds) * 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(userId)
      .setJti(sessionId)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    return { token, sessionId, expiresAt };
  }

  /**
   * A token checked before, without waiting: its claims, null when it has expired since, undefined
   * when it was never checked (or forgotten): then `verify` must check its signature.
   */
  known(token: string): TokenClaims | null | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > Date.now()) return known.claims;
    this.verified.delete(token);
    return null;
  }

  /** Null for anything not signed by us with the pinned algorithm, or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.known(token);
    if (known !== undefined) return known;
    const key = this.key;
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: [ALG], issuer: ISSUER });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { userId: payload.sub, sessionId: payload.jti };
      // Signed with a key replaced while it was being checked: as refused as if it came later.
      if (key !== this.key) return null;
      if (this.verified.size >= TokenService.MAX_REMEMBERED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
