/** Invalidations remembered to judge a load that was running while they arrived. */
const RECENT = 4096;

/**
 * An in-process cache of values read from the database, each kept with the names (tags) of what
 * it was built from: a person's id, a mentor's, "people" for lists over everyone. The change feed
 * names what changed and every entry built from it goes, the rest stays: one grade drops one
 * participant's submissions and their mentor's lists, not everyone's. Bounded in size and age.
 *
 * A value read while one of its tags was invalidated is not kept: the read may have started
 * before the change committed and hold the old state.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, { value: V; tags: string[]; at: number }>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, { promise: Promise<V>; sequence: number; generation: number }>();
  private readonly recent: (string | undefined)[] = new Array(RECENT);
  private sequence = 0;
  private generation = 0;

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.options.maxAgeMs) {
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached value, or `load()`'s, kept with its tags unless one of them changed meanwhile.
   * Readers missing the same key at once share one load, as long as nothing was invalidated since
   * it started (a reader arriving after a change must not get what was read before it).
   */
  async getOrLoad(key: string, load: () => Promise<{ value: V; tags: string[] }>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.loading.get(key);
    if (running && running.sequence === this.sequence && running.generation === this.generation) return running.promise;
    const generation = this.generation;
    const sequence = this.sequence;
    const promise = load().then(({ value, tags }) => {
      if (generation === this.generation && !this.invalidatedSince(sequence, tags)) this.set(key, value, tags);
      return value;
    });
    this.loading.set(key, { promise, sequence, generation });
    try {
      return await promise;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
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

  private invalidatedSince(sequence: number, tags: string[]): boolean {
    if (this.sequence === sequence) return false;
    if (this.sequence - sequence > RECENT) return true;
    for (let s = sequence; s < this.sequence; s++) if (tags.includes(this.recent[s % RECENT]!)) return true;
    return false;
  }

  private set(key: string, value: V, tags: string[]) {
    this.drop(key);
    // Oldest first in a Map: dropping the first key keeps the most recently filled ones.
    if (this.entries.size >= this.options.maxEntries) this.drop(this.entries.keys().next().value!);
    this.entries.set(key, { value, tags, at: Date.now() });
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
