const written = new WeakMap<object, string>();

/**
 * A checked query as a cache key. The same query string comes to a route as the same frozen object
 * (query-validation-memo.ts), so its key is written once, not on every read; an object that is not
 * frozen could change, so it is written out each time.
 */
export function queryKey(query: object): string {
  if (!Object.isFrozen(query)) return JSON.stringify(query);
  let key = written.get(query);
  if (key === undefined) written.set(query, (key = JSON.stringify(query)));
  return key;
}
