import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * A write request's scope: the markers its transactions committed. The change feed hears a marker
 * after every change committed before it, its own transaction's included (PostgreSQL delivers
 * notifications in commit order), so a write whose markers are heard has had its changes heard.
 */
export interface WriteScope {
  markers: number[];
}

/** Set by the app around each write request (app.ts); the pool's transactions read it at commit. */
export const writeScope = new AsyncLocalStorage<WriteScope>();

/** What a transaction's commit carries: the marker's number and the statement that sends it. */
export interface CommitMarker {
  n: number;
  /** A statement of literals only (our channel and a number): it goes in the same simple query as `commit`. */
  notify: string;
}

/** Where a pool finds the change feed's next marker: filled once the feed is open (db/client.ts). */
export interface MarkerSource {
  current?: () => CommitMarker | undefined;
}

/** Markers heard before their write asked for them, kept at most this many (a write that failed after its commit never asks). */
const HEARD_KEPT = 1_000;

/**
 * The commit markers of one node's change feed: numbered, sent inside the writes' own
 * transactions, and answered one by one as the feed hears them (each commits with its own
 * transaction, so a later number says nothing about an earlier one).
 */
export function commitMarkers(channel: string) {
  let last = 0;
  const heard = new Set<number>();
  const waiting = new Map<number, () => void>();
  return {
    next(): CommitMarker {
      const n = ++last;
      return { n, notify: `select pg_notify('${channel}', 'commit ${n}')` };
    },
    heard(n: number) {
      const done = waiting.get(n);
      if (done) return done();
      heard.add(n);
      if (heard.size > HEARD_KEPT) heard.delete(heard.values().next().value!);
    },
    /** Resolves when every one of `ns` is heard, or after `timeoutMs`, or when `releaseAll` is called. */
    wait(ns: readonly number[], timeoutMs: number): Promise<void> {
      const pending = ns.filter((n) => !heard.delete(n));
      if (pending.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        let left = pending.length;
        const finish = () => {
          clearTimeout(timer);
          for (const n of pending) waiting.delete(n);
          resolve();
        };
        const timer = setTimeout(finish, timeoutMs);
        timer.unref();
        for (const n of pending)
          waiting.set(n, () => {
            waiting.delete(n);
            if (--left === 0) finish();
          });
      });
    },
    /** The feed went down: nobody waits for markers that may never come. */
    releaseAll() {
      for (const done of [...waiting.values()]) done();
      heard.clear();
    },
  };
}

const marked = new WeakSet<pg.ClientBase>();

/**
 * Makes a transaction's `commit` (Drizzle sends it as a query of its own, without parameters)
 * carry the change feed's next marker when it runs for a write request: `select pg_notify(...);
 * commit` is one simple query, one round trip, and the marker commits with the write. The marker
 * is the scope's once the commit has succeeded. Outside a write request, or without a marker
 * source (the feed not open yet), the commit goes as it is.
 */
export function markCommits(client: pg.ClientBase, source: MarkerSource) {
  if (marked.has(client)) return;
  marked.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // A read-only transaction (a report's consistent snapshot) may not notify: its commit goes as it is.
  let readOnly = false;
  client.query = ((...args: unknown[]) => {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && text.startsWith('begin')) readOnly = text.includes('read only');
    const scope = writeScope.getStore();
    const noValues = values === undefined || (Array.isArray(values) && values.length === 0);
    if (!scope || readOnly || text !== 'commit' || !noValues || typeof args.at(-1) === 'function') return query(...args);
    const marker = source.current?.();
    if (!marker) return query(...args);
    const combined = typeof config === 'string' ? `${marker.notify}; commit` : { ...(config as object), text: `${marker.notify}; commit` };
    return (query(combined, values) as Promise<unknown>).then((result) => {
      scope.markers.push(marker.n);
      return result;
    });
  }) as typeof client.query;
}
