import type { ChangeFeed } from '../db/change-feed.ts';
import type { UserRow } from '../db/schema/index.ts';
import { TaggedCache } from './tagged-cache.ts';

export interface CachedSession {
  userId: string;
  expiresAt: number;
}

/** Users read again at once, at most this many a statement. */
const RELOAD_AT_ONCE = 500;

/**
 * Who is calling, without a database round trip on every request: live sessions and their users
 * held in memory, dropped the moment any node changes the row (sign-out, password change,
 * deactivation, a new score), through the database's own change notifications. Each entry is
 * tagged with its own id. The age limit is only a backstop.
 *
 * A user this node held is read again as soon as the notification is heard (`reloadUsers`),
 * many in one statement: a mentor's marks give a hundred people a new score at once, and each
 * of them would otherwise look their session up again with their next request, at the busiest
 * moment. A request in between looks it up as ever; the row read again is kept only if nothing
 * changed it meanwhile (the cache's own rule), so nothing older than the notification is served.
 */
export function createSessionCache(
  feed: ChangeFeed,
  options = { maxEntries: 50_000, maxAgeMs: 5 * 60_000 },
  reloadUsers?: (ids: readonly string[]) => Promise<UserRow[]>,
) {
  const sessions = new TaggedCache<CachedSession>(feed, options);
  const users = new TaggedCache<UserRow>(feed, options);
  const toReload = new Set<string>();
  let reloading = false;
  const reload = async () => {
    while (toReload.size > 0) {
      const ids = [...toReload].slice(0, RELOAD_AT_ONCE);
      for (const id of ids) toReload.delete(id);
      const mark = users.mark();
      // Not read again: the next request of each looks them up, as without this.
      const rows = await reloadUsers!(ids).catch(() => []);
      for (const row of rows) users.setIfUnchanged(row.id, mark, row, [row.id]);
    }
    reloading = false;
  };
  feed.subscribe('hc_sessions', (id) => (id === null ? sessions.clear() : sessions.invalidateTag(id)));
  feed.subscribe('hc_users', (id) => {
    if (id === null) {
      toReload.clear();
      return users.clear();
    }
    const held = reloadUsers !== undefined && users.get(id) !== undefined;
    users.invalidateTag(id);
    if (!held) return;
    toReload.add(id);
    if (reloading) return;
    reloading = true;
    // Once the notifications that arrived together are all heard: one statement for them all.
    setImmediate(() => void reload());
  });
  return { sessions, users };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
