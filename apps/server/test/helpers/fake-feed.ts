import type { LiveEvent } from '@hackcamp/contract';
import { CHANNELS, type Channel, type ChangeFeed, type ChangeHandler } from '../../src/db/change-feed.ts';

/** A change feed the test drives: down and back, changes named, and live events straight to the hub. */
export function fakeFeed() {
  const handlers = new Map<Channel, Set<ChangeHandler>>(CHANNELS.map((c) => [c, new Set()]));
  const feed = {
    alive: true,
    epoch: 0,
    publish: async () => undefined,
    caughtUp: async () => undefined,
    heardCommits: async () => undefined,
    subscribe(channel: Channel, handler: ChangeHandler) {
      handlers.get(channel)!.add(handler);
      return () => void handlers.get(channel)!.delete(handler);
    },
    close: async () => undefined,
    /** As postgresChangeFeed does: the state changes, then every listener hears `null`. */
    set(alive: boolean) {
      feed.alive = alive;
      feed.epoch++;
      for (const set of handlers.values()) for (const handler of set) handler(null);
    },
    /** The database names a change on `channel`; null: anything may have changed. */
    name(channel: Channel, tag: string | null) {
      for (const handler of handlers.get(channel)!) handler(tag);
    },
    live(id: string, event: LiveEvent, to: { everyone?: true; users?: string[] } = { everyone: true }) {
      for (const handler of handlers.get('hc_live')!) handler(`${id} ${JSON.stringify({ event, to })}`);
    },
  };
  return feed satisfies ChangeFeed;
}
