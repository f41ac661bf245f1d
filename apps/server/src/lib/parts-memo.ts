/**
 * For an answer put together from values held in memory (a read model's page, a person's cached
 * lists): the answer built from the very same values (by identity) for the same key is reused, so
 * it stays the same object and `memoAnswer` sends it as already written. Any part replaced by its
 * cache builds a new answer. Bounded: the oldest key goes first.
 */
export class PartsMemo<V> {
  private readonly entries = new Map<string, { parts: readonly unknown[]; value: V }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, parts: readonly unknown[], build: () => V): V {
    const entry = this.entries.get(key);
    if (entry && entry.parts.length === parts.length && entry.parts.every((p, i) => p === parts[i])) return entry.value;
    const value = build();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { parts, value });
    return value;
  }
}
