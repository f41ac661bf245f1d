import type { ChangeFeed } from '../db/change-feed.ts';
import type { UserRow } from '../db/schema/index.ts';
import { TaggedCache } from './tagged-cache.ts';

export interface CachedSession {
  userId: string;
  expiresAt: number;
}

/**
 * Who is calling, without a database round trip on every request: live sessions and their users
 * held in memory, dropped the moment any node changes the row (sign-out, password change,
 * deactivation, a new score), through the database's own change notifications. Each entry is
 * tagged with its own id. The age limit is only a backstop.
 */
export function createSessionCache(feed: ChangeFeed, options = { maxEntries: 50_000, maxAgeMs: 5 * 60_000 }) {
  const sessions = new TaggedCache<CachedSession>(feed, options);
  const users = new TaggedCache<UserRow>(feed, options);
  feed.subscribe('hc_sessions', (id) => (id === null ? sessions.clear() : sessions.invalidateTag(id)));
  feed.subscribe('hc_users', (id) => (id === null ? users.clear() : users.invalidateTag(id)));
  return { sessions, users };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
