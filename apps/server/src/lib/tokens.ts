import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ALG = 'HS256';
const ISSUER = 'hackcamp';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
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
      .sign(this.key);
    return { token, sessionId, expiresAt };
  }

  /** Null for anything not signed by us with the pinned algorithm, or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], issuer: ISSUER });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.jti };
    } catch {
      return null;
    }
  }
}
