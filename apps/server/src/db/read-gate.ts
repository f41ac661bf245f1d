import type pg from 'pg';

export type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

/**
 * How many of a pool's connections serve single reads at once (decision 0046): about 4 in 10.
 * The rest are always there for the writes, and the database runs fewer statements side by side.
 */
export const readsAtOnceFor = (poolSize: number): number => Math.max(1, Math.floor(poolSize * 0.4));

/**
 * At most `atOnce` of `pool`'s connections serve single reads (`pool.query`, which asks with a
 * callback) at a time; the reads beyond wait here, oldest first, for at most `timeoutMs`, and then
 * fail as the pool's own wait does ("timeout exceeded when trying to connect": a 503).
 * Transactions and a write's own lookups (`pool.connect()` without a callback) never pass here.
 *
 * Why: when many reads load cold at once (a crowd arriving, a change that drops many entries),
 * they held every connection and PostgreSQL ran ten statements side by side on two cores. A
 * write's statements then took their turn among all of those: its p99 was 0.5-1 s in those
 * stretches (docs/benchmarks.md, "Reads share the connections"). The reads' total work is the
 * same: they wait in this queue instead of in the database's.
 *
 * A read counts from when it passes the gate until its connection is given back (pg-pool's
 * 'release', which a connection that failed under it also sends) or its connect fails.
 */
export function readGate(pool: pg.Pool, atOnce: number, timeoutMs: number) {
  let out = 0;
  const held = new Set<pg.PoolClient>();
  const waiting: (() => void)[] = [];
  const next = () => {
    while (out < atOnce && waiting.length > 0) waiting.shift()!();
  };
  pool.on('release', (_err, client) => {
    if (!held.delete(client)) return;
    out--;
    next();
  });
  return (connect: (cb: ConnectCallback) => unknown, cb: ConnectCallback): void => {
    // One bound for the whole wait, here and in pg-pool's queue after: a read that passed the
    // gate late must not wait a second bound there. A connection that comes after the bound goes back.
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      const at = waiting.indexOf(go);
      if (at >= 0) waiting.splice(at, 1);
      cb(new Error('timeout exceeded when trying to connect'));
    }, timeoutMs);
    timer.unref();
    function go() {
      out++;
      connect((err, client, done) => {
        if (client && !err) held.add(client);
        else {
          out--;
          next();
        }
        if (settled) {
          client?.release();
          return;
        }
        settled = true;
        clearTimeout(timer);
        cb(err, client, done);
      });
    }
    if (out < atOnce && waiting.length === 0) go();
    else waiting.push(go);
  };
}
