import { TokenService } from '../lib/tokens.ts';
import { getOrCreateSecret } from './app-secrets.queries.ts';
import type { Database } from './client.ts';
import { TOKEN_SIGNING_KEY } from './schema/index.ts';

/**
 * Tokens signed with the generated key in `app_secrets` (JWT_SECRET not set), which a restore
 * replaces: the restore empties every table, every node hears it (the feed's reset, decision
 * 0024, reaches the session listeners as "anything changed") and reads the key again, so no node
 * accepts a token signed before the restore. The same message comes when the feed was down and is
 * back: reading the key then costs one query and changes nothing.
 */
export async function tokensWithDatabaseKey(database: Database, ttlSeconds: number, log = (m: string) => console.warn(m)): Promise<TokenService> {
  let current = await getOrCreateSecret(database.db, TOKEN_SIGNING_KEY);
  const tokens = new TokenService(current, ttlSeconds);
  let reads = 0;
  const reread = async () => {
    const read = ++reads;
    try {
      const key = await getOrCreateSecret(database.db, TOKEN_SIGNING_KEY);
      // Only the latest read counts: two resets in a row may answer out of order.
      if (read !== reads || key === current) return;
      current = key;
      tokens.useKey(key);
    } catch (err) {
      // The database is away; the feed goes down with it, and its return brings another read.
      log(`could not read the token signing key again: ${(err as Error).message}`);
    }
  };
  database.feed.subscribe('hc_sessions', (id) => {
    if (id === null) void reread();
  });
  return tokens;
}
