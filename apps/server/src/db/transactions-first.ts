import type pg from 'pg';

interface PendingItem {
  /** 2: a transaction's; 1: a write's own single query (`Database.urgent`); absent: a read's. */
  rank?: number;
}

/** Who waits for a connection: a transaction, a single query a write's answer waits on, or a read. */
export type Waiter = 'transaction' | 'write-read';

/**
 * Puts the waiter that `pool.connect()` just queued ahead of every single query waiting, behind
 * the transactions already ahead of it (decision 0044). A transaction (`db.transaction`: every
 * write) asks for its connection with `connect()`; a single query (`db.select`: a read that
 * reloads a cache) goes through `pool.query`. At a busy moment a change drops many readers'
 * entries at once, their reloads fill the queue, and a write that came after them waited for
 * all of them (p90 31-39 ms, p99 77-106 ms at the full peak) before its first statement.
 * Reads wait no longer in all: the same work, in another order, each bounded as before.
 *
 * A write's own single query (its caller's session, its vote's line: `Database.urgent`, decision
 * 0045) goes between: ahead of the reads, behind every transaction. A transaction under way is
 * a write nearly done, and at a rush (hundreds of check-ins at once, each looking up its caller)
 * the writes that started finish first instead of waiting for every lookup that came after them.
 *
 * `queuedBefore` is the queue's length before the call: the item is only moved if that call
 * queued one (a pool with room opens a new connection for it instead). pg-pool keeps its waiters
 * in `_pendingQueue`, oldest first, and hands a free connection to the first; without that field
 * (another pool implementation) nothing is moved and the order stays first come, first served.
 */
export function putTransactionFirst(pool: pg.Pool, queuedBefore: number, waiter: Waiter = 'transaction'): void {
  const queue = pendingQueue(pool);
  if (!queue || queue.length !== queuedBefore + 1) return;
  const item = queue.pop()!;
  item.rank = waiter === 'transaction' ? 2 : 1;
  let at = 0;
  while (at < queue.length && (queue[at]!.rank ?? 0) >= item.rank) at++;
  queue.splice(at, 0, item);
}

/** How many are waiting now, for `putTransactionFirst`'s second argument. */
export const queuedNow = (pool: pg.Pool): number => pendingQueue(pool)?.length ?? 0;

const pendingQueue = (pool: pg.Pool) => {
  const queue = (pool as unknown as { _pendingQueue?: unknown })._pendingQueue;
  return Array.isArray(queue) ? (queue as PendingItem[]) : undefined;
};
