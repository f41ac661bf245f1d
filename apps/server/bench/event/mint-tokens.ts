import type { Db } from '../../src/db/client.ts';
import type { TokenService } from '../../src/lib/tokens.ts';
import { bulkInsert } from './bulk-insert.ts';

/**
 * Signed-in sessions for many users at once, as sign-in would make them: a token signed with the
 * server's key and its session row. Written before the server starts (PGlite has one process).
 * One token per entry of `userIds`; a user listed twice gets two sessions.
 */
export async function mintTokens(db: Db, tokens: TokenService, userIds: string[]): Promise<string[]> {
  const signed = await Promise.all(userIds.map((userId) => tokens.sign(userId)));
  await bulkInsert(
    db,
    'sessions',
    [
      { name: 'id', type: 'uuid' },
      { name: 'user_id', type: 'uuid' },
      { name: 'expires_at', type: 'timestamptz' },
    ],
    signed.map((s, i) => [s.sessionId, userIds[i]!, s.expiresAt]),
  );
  return signed.map((s) => s.token);
}
