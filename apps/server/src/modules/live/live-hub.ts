import type { LiveEvent, Role } from '@hackcamp/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { LiveMessage } from './live-events.queries.ts';
import { LiveLog, type LogEntry } from './live-log.ts';
import * as q from './live.queries.ts';

/** One open `GET /api/events` of a signed-in tab. */
export interface LiveStream {
  userId: string;
  role: Role;
  sessionId: string;
  /** Writes one event; `id` absent for this node's own events (the leaderboard's). */
  send(event: LiveEvent, id?: string): void;
  /** Ends the response. */
  end(): void;
}

export interface LiveHubOptions {
  /** The leaderboard event goes out at most this often. */
  leaderboardGapMs: number;
  /** A reconnect naming an event this node has not heard yet waits this long for it. */
  lagWaitMs: number;
  /** Pause before the sessions named by notifications are checked, so a burst costs one query. */
  sessionCheckDelayMs: number;
  log?: LiveLog;
}

const DEFAULTS: LiveHubOptions = { leaderboardGapMs: 1_000, lagWaitMs: 1_000, sessionCheckDelayMs: 50 };

interface Held {
  stream: LiveStream;
  expiresAt: number;
}

/**
 * This node's open streams and what it tells them. Live events arrive through the change feed
 * from whichever node committed them (`hc_live`); each goes to the streams of its audience and
 * into the log a reconnecting client resumes from. Sessions that end (`hc_sessions`, `hc_users`)
 * have their streams closed once the database confirms it.
 */
export function createLiveHub(deps: { db: Db; feed: ChangeFeed; warn?: (message: string) => void }, options: Partial<LiveHubOptions> = {}) {
  const { db, feed } = deps;
  const opts = { ...DEFAULTS, ...options };
  const log = opts.log ?? new LiveLog();
  const warn = deps.warn ?? ((m: string) => console.warn(m));
  const held = new Map<LiveStream, Held>();
  const byUser = new Map<string, Set<LiveStream>>();
  const bySession = new Map<string, Set<LiveStream>>();
  let leaderboardVersion = 0;
  let leaderboardTimer: NodeJS.Timeout | undefined;
  let lastLeaderboardAt = 0;
  let closed = false;

  const add = (index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) => {
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(stream);
  };
  const drop = (index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) => {
    const set = index.get(key);
    if (set?.delete(stream) && set.size === 0) index.delete(key);
  };

  const isFor = (stream: LiveStream, to: LiveMessage['to']) => to.everyone || to.roles?.includes(stream.role) || to.users?.includes(stream.userId);

  function deliver(entry: LogEntry) {
    const { event, to } = entry.message;
    if (to.everyone || to.roles?.length) {
      for (const stream of held.keys()) if (isFor(stream, to)) stream.send(event, entry.id);
      return;
    }
    for (const userId of to.users ?? []) for (const stream of byUser.get(userId) ?? []) stream.send(event, entry.id);
  }

  // Openings waiting for an event another node has already sent them.
  const waiting = new Set<() => void>();
  const nextAppend = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      waiting.add(done);
    });

  function receive(payload: string) {
    const space = payload.indexOf(' ');
    let message: LiveMessage;
    try {
      message = JSON.parse(payload.slice(space + 1)) as LiveMessage;
    } catch {
      return warn('live event could not be read; ignored');
    }
    deliver(log.append(payload.slice(0, space), message));
    for (const wake of [...waiting]) wake();
  }

  /** Whatever was heard before is no longer a complete record: every client refetches. */
  function startOver() {
    log.reset();
    for (const stream of held.keys()) stream.send({ name: 'resync', data: {} });
  }

  function leaderboardChanged() {
    log.ranksChanged();
    if (leaderboardTimer || closed) return;
    const wait = Math.max(0, lastLeaderboardAt + opts.leaderboardGapMs - Date.now());
    leaderboardTimer = setTimeout(() => {
      leaderboardTimer = undefined;
      lastLeaderboardAt = Date.now();
      const event: LiveEvent = { name: 'leaderboard', data: { version: ++leaderboardVersion } };
      for (const stream of held.keys()) stream.send(event);
    }, wait);
    leaderboardTimer.unref();
  }

  // Sessions to look at again, gathered for a moment so a burst of notifications costs one query.
  const toCheck = new Set<string>();
  let checkTimer: NodeJS.Timeout | undefined;
  function checkSessions(ids: Iterable<string>) {
    for (const id of ids) toCheck.add(id);
    if (checkTimer || toCheck.size === 0 || closed) return;
    checkTimer = setTimeout(() => void runCheck(), opts.sessionCheckDelayMs);
    checkTimer.unref();
  }
  async function runCheck() {
    checkTimer = undefined;
    const ids = [...toCheck];
    toCheck.clear();
    let live: Map<string, number>;
    try {
      live = await q.liveSessions(db, ids);
    } catch {
      // The database is away: the streams stay until it can say (their clients' calls get 503 meanwhile).
      setTimeout(() => checkSessions(ids.filter((id) => bySession.has(id))), 1_000).unref();
      return;
    }
    for (const id of ids) {
      const expiresAt = live.get(id);
      for (const stream of bySession.get(id) ?? []) {
        if (expiresAt === undefined) end(stream);
        else held.get(stream)!.expiresAt = expiresAt;
      }
    }
    if (toCheck.size > 0) checkSessions([]);
  }

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [stream, h] of held) if (h.expiresAt <= now) end(stream);
  }, 5_000);
  sweep.unref();

  function end(stream: LiveStream) {
    if (!held.has(stream)) return;
    remove(stream);
    stream.end();
  }

  function remove(stream: LiveStream) {
    if (!held.delete(stream)) return;
    drop(byUser, stream.userId, stream);
    drop(bySession, stream.sessionId, stream);
  }

  const unsubscribe = [
    feed.subscribe('hc_live', (payload) => (payload === null ? startOver() : receive(payload))),
    feed.subscribe('hc_users', (id) => {
      leaderboardChanged();
      if (id === null) checkSessions(bySession.keys());
      else for (const stream of byUser.get(id) ?? []) checkSessions([stream.sessionId]);
    }),
    feed.subscribe('hc_sessions', (id) => {
      if (id === null) checkSessions(bySession.keys());
      else if (bySession.has(id)) checkSessions([id]);
    }),
  ];

  return {
    /**
     * Starts a stream: what it missed since `lastEventId` (or `resync` when that can no longer be
     * told), then `ready`, then every event for it as it comes.
     */
    async open(stream: LiveStream, lastEventId: string | undefined): Promise<void> {
      if (lastEventId && !log.since(lastEventId) && log.isAhead(lastEventId)) {
        // Heard on another node a moment ago: give this node's notification time to arrive.
        const until = Date.now() + opts.lagWaitMs;
        while (!closed && Date.now() < until && !log.since(lastEventId)) await nextAppend(until - Date.now());
      }
      if (closed) return stream.end();
      const missed = lastEventId ? log.since(lastEventId) : undefined;
      const position = log.position;
      if (lastEventId && !missed) stream.send({ name: 'resync', data: {} }, position);
      for (const entry of missed?.entries ?? []) if (isFor(stream, entry.message.to)) stream.send(entry.message.event, entry.id);
      if (missed?.ranksChanged) stream.send({ name: 'leaderboard', data: { version: leaderboardVersion } });
      // Last of the opening, with the newest id, so a stream that got nothing else still knows where it stands.
      stream.send({ name: 'ready', data: { resumed: Boolean(missed) } }, position);
      held.set(stream, { stream, expiresAt: Number.POSITIVE_INFINITY });
      add(byUser, stream.userId, stream);
      add(bySession, stream.sessionId, stream);
      // Learns when the session expires, and closes a stream whose session ended while it opened.
      checkSessions([stream.sessionId]);
    },
    /** The client went away. */
    remove,
    get size() {
      return held.size;
    },
    /** Ends every stream, for a node shutting down: clients reconnect to another and resume. */
    close() {
      closed = true;
      for (const stop of unsubscribe) stop();
      clearInterval(sweep);
      clearTimeout(leaderboardTimer);
      clearTimeout(checkTimer);
      for (const wake of [...waiting]) wake();
      for (const stream of [...held.keys()]) end(stream);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
