import type { Channel, ChangeFeed } from '../db/change-feed.ts';
import { TaggedCache } from './tagged-cache.ts';

/** The tag of entries that list over everyone (an admin's pages): any person's change drops them. */
export const EVERYONE = 'people';

/**
 * The caches of each person's own reads, kept per node and told by the database what went stale:
 * `hc_people` and `hc_users` carry the id of whose reads changed (migration 0009), and each cache
 * names the channels after which nothing of it holds (a task renamed, the event days moved).
 * Entries are tagged with the ids they were built from (docs/decisions/0018).
 */
export function createPersonalCaches(feed: ChangeFeed) {
  const caches: TaggedCache<unknown>[] = [];
  const invalidate = (tag: string) => {
    for (const cache of caches) {
      cache.invalidateTag(tag);
      cache.invalidateTag(EVERYONE);
    }
  };
  // null: the feed was away and may have missed messages.
  const follow = (payload: string | null) => (payload === null ? caches.forEach((c) => c.clear()) : invalidate(payload));
  feed.subscribe('hc_people', follow);
  feed.subscribe('hc_users', follow);

  return {
    create<V>(options: { maxEntries: number; maxAgeMs: number; clearOn?: Channel[] }): TaggedCache<V> {
      const cache = new TaggedCache<V>(feed, options);
      caches.push(cache as TaggedCache<unknown>);
      for (const channel of options.clearOn ?? []) feed.subscribe(channel, () => cache.clear());
      return cache;
    },

    /**
     * A write this node answered: what the caller reads next reflects it at once, before the
     * database's notification arrives (it still comes, for every other node and person).
     */
    afterLocalWrite(callerId: string | undefined) {
      if (callerId) invalidate(callerId);
      else for (const cache of caches) cache.invalidateTag(EVERYONE);
    },
  };
}
export type PersonalCaches = ReturnType<typeof createPersonalCaches>;
