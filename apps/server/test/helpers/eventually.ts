import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../src/db/change-feed.ts';
import type { Database } from '../../src/db/client.ts';

/**
 * Retries `check` until it passes or `ms` have gone: another node hears of a change just after it
 * commits, so a read there may need a few tries.
 */
export async function eventually(check: () => Promise<void>, ms = 1500) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** Polls a condition the test cannot await (a query held, a promise not yet settled) until it holds. */
export async function until(check: () => boolean, ms = 5_000) {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Resolves once each node has heard every change committed before the call, and its change feed
 * is alive (caches are trusted). It sends a notification of its own and waits for it to come back
 * to every node: PostgreSQL delivers notifications in the order their transactions committed, so
 * whatever was announced before has arrived by then. For a test that counts queries or checks that
 * a value stays as it is, where polling for a change would not do: a late notification can no
 * longer empty a cache the test has just filled.
 *
 * The marker goes out on `hc_sessions` with a payload that names no session, so it drops nothing.
 * It is sent again while not heard: one sent while a feed was reconnecting is lost, and the feed
 * then tells its caches to start over instead.
 */
export async function caughtUp(nodes: readonly { database: Database }[], ms = 10_000) {
  const marker = `caught-up-${randomBytes(6).toString('hex')}`;
  // Nodes on one PGlite share one feed.
  const feeds = [...new Set(nodes.map((n) => n.database.feed))];
  const heard = new Set<ChangeFeed>();
  const stops = feeds.map((feed) => feed.subscribe('hc_sessions', (payload) => void (payload === marker && heard.add(feed))));
  const done = () => feeds.every((feed) => heard.has(feed) && feed.alive);
  const until = Date.now() + ms;
  try {
    while (!done()) {
      if (Date.now() > until) throw new Error(`not every node heard its own notification with a live feed within ${ms} ms`);
      await nodes[0]!.database.db.execute(sql`select pg_notify('hc_sessions', ${marker})`);
      for (const sent = Date.now(); !done() && Date.now() - sent < 250;) await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    for (const stop of stops) stop();
  }
}
