/** How long after its last failed write a node still reports a full disk. */
export const STORAGE_FULL_REPORT_MS = 60_000;

/**
 * Whether this node's writes recently failed for lack of disk space: `GET /api/health` reports it
 * (`storage: "full"`), since a full disk otherwise shows only as writes that fail while reads work.
 * The database is the one to ask, and it tells only when a write fails, so the report lasts a
 * minute after the last such failure.
 */
export function createStorageState(now: () => number = Date.now) {
  let fullAt = Number.NEGATIVE_INFINITY;
  return {
    reportFull() {
      fullAt = now();
    },
    get full() {
      return now() - fullAt < STORAGE_FULL_REPORT_MS;
    },
  };
}
export type StorageState = ReturnType<typeof createStorageState>;
