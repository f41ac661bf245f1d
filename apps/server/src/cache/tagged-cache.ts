import type { ChangeFeed } from '../db/change-feed.ts';

/** Invalidations remembered to judge a load that was running while they arrived. */
const RECENT = 4096;

/** What a cache needs of the change feed: whether it may be trusted now, and since when. */
export type FeedState = Pick<ChangeFeed, 'alive' | 'epoch'>;

/** Taken before reading the database; a value read after it is kept only if nothing it was built from changed. */
export interface LoadMark {
  sequence: number;
  generation: number;
  epoch: number;
}

/**
 * The one in-process cache of values read from the database. Each value is kept with the names
 * (tags) of what it was built from: a person's id, a session's, "people" for lists over
 * everyone. The change feed names what changed and every entry built from it goes, the rest
 * stays: one grade drops one participant's submissions and their mentor's lists, not everyone's.
 * Bounded in size and age.
 *
 * Three rules keep it from serving what the database no longer holds:
 * - a value read while one of its tags was invalidated is not kept (the read may have started
 *   before the change committed);
 * - nothing is read or kept while the feed is not alive: the node then reads from the database;
 * - a value filled in an earlier epoch of the feed (before it went down or came back, before a
 *   table was truncated) is never served.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, { value: V; tags: readonly string[]; at: number; epoch: number }>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, { promise: Promise<{ value: V; tags: readonly string[] }>; mark: LoadMark }>();
  private readonly recent: (string | undefined)[] = new Array(RECENT);
  private sequence = 0;
  private generation = 0;

  constructor(
    private readonly feed: FeedState,
    private readonly options: { maxEntries: number; maxAgeMs: number },
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.feed.alive || entry.epoch !== this.feed.epoch || Date.now() - entry.at > this.options.maxAgeMs) {
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached value, or `load()`'s, kept with its tags unless one of them changed meanwhile.
   * Readers missing the same key at once share one load: a reader arriving while it runs takes
   * its value if none of the value's tags was invalidated since the load started (a reader
   * arriving after a change must not get what was read before it). Judging by the value's own
   * tags, not by whether anything at all was invalidated, is what lets a crowd share one load at
   * a busy moment, when some tag of some entry is invalidated every millisecond.
   */
  async getOrLoad(key: string, load: () => Promise<{ value: V; tags: readonly string[] }>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.loading.get(key);
    if (running && this.unchangedSince(running.mark)) {
      const { value, tags } = await running.promise;
      if (this.unchangedSince(running.mark) && !this.invalidatedSince(running.mark.sequence, tags)) return value;
    }
    const mark = this.mark();
    const promise = load().then((loaded) => {
      this.setIfUnchanged(key, mark, loaded.value, loaded.tags);
      return loaded;
    });
    if (!this.feed.alive) return (await promise).value;
    this.loading.set(key, { promise, mark });
    try {
      return (await promise).value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  /** For a value read by other means (several caches filled from one read): take before reading. */
  mark(): LoadMark {
    return { sequence: this.sequence, generation: this.generation, epoch: this.feed.epoch };
  }

  setIfUnchanged(key: string, mark: LoadMark, value: V, tags: readonly string[]) {
    if (this.feed.alive && this.unchangedSince(mark) && !this.invalidatedSince(mark.sequence, tags)) this.set(key, value, tags, mark.epoch);
  }

  invalidateTag(tag: string) {
    this.recent[this.sequence++ % RECENT] = tag;
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.drop(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.keysByTag.clear();
  }

  get size() {
    return this.entries.size;
  }

  private unchangedSince(mark: LoadMark): boolean {
    return mark.generation === this.generation && mark.epoch === this.feed.epoch && this.feed.alive;
  }

  private invalidatedSince(sequence: number, tags: readonly string[]): boolean {
    if (this.sequence === sequence) return false;
    if (this.sequence - sequence > RECENT) return true;
    for (let s = sequence; s < this.sequence; s++) if (tags.includes(this.recent[s % RECENT]!)) return true;
    return false;
  }

  private set(key: string, value: V, tags: readonly string[], epoch: number) {
    this.drop(key);
    // Oldest first in a Map: dropping the first key keeps the most recently filled ones.
    if (this.entries.size >= this.options.maxEntries) this.drop(this.entries.keys().next().value!);
    this.entries.set(key, { value, tags, at: Date.now(), epoch });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/** For a cache emptied whole by a channel (a list that is the same for everyone): a value built from nothing taggable. */
export const untagged = async <V>(value: Promise<V>): Promise<{ value: V; tags: readonly string[] }> => ({ value: await value, tags: [] });
