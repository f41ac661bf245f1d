/**
 * An in-process cache of values whose source of truth is the database, emptied by the change
 * feed (a key, or everything) and bounded in size and age. A value read from the database while
 * an invalidation of its key arrives is not kept: a read that started before a change committed
 * must not be cached after the change was announced (it could hold the old value).
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  // Invalidations counted per hash slot (and in total, for "everything"): a load compares the
  // count of its key's slot before and after reading.
  private readonly slots = new Uint32Array(1024);
  private generation = 0;

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.options.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The cached value, or `load()`'s, kept unless the key was invalidated while it loaded. */
  async getOrLoad(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const before = this.stamp(key);
    const value = await load();
    if (value !== undefined) this.setIfUnchanged(key, before, value);
    return value;
  }

  /** Take `stamp(key)` before reading the database, then keep what was read only if it still holds. */
  stamp(key: string): string {
    return `${this.generation}:${this.slots[slotOf(key)]}`;
  }

  setIfUnchanged(key: string, stamp: string, value: V) {
    if (this.stamp(key) === stamp) this.set(key, value);
  }

  invalidate(key: string) {
    this.slots[slotOf(key)]!++;
    this.entries.delete(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  private set(key: string, value: V) {
    // Oldest first in a Map: dropping the first key keeps the most recently filled ones.
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, at: Date.now() });
  }
}

function slotOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % 1024;
}
