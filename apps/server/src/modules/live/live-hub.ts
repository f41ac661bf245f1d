import { LIVE_LIMITS, OPS_MSG, type LiveEvent, type Role } from '@hackcamp/contract';
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
  /**
   * A stream ends after between half of this and all of it, so clients move back onto nodes that
   * restarted (each reconnects through the balancer and resumes with Last-Event-ID).
   */
  maxAgeMs: number;
  /** The change feed down for this long ends every stream: clients go to a node that still hears. */
  feedDownGraceMs: number;
  /** After a gap in the feed each stream gets its one `resync` at a random moment within this. */
  resyncSpreadMs: number;
  /** Streams one session (one browser) may hold on this node: its tabs, and a few that died unnoticed. */
  streamsPerSession: number;
  /** Streams one account may hold on this node: a laptop and a phone, each with tabs. */
  streamsPerUser: number;
  /** Streams this node holds at most, so one flood cannot use up its open files (LIVE_STREAMS_PER_NODE). */
  streamsPerNode: number;
  log?: LiveLog;
}

export const LIVE_DEFAULTS: LiveHubOptions = {
  leaderboardGapMs: 1_000,
  lagWaitMs: 1_000,
  sessionCheckDelayMs: 50,
  maxAgeMs: LIVE_LIMITS.streamMaxAgeMs,
  feedDownGraceMs: LIVE_LIMITS.feedDownGraceMs,
  resyncSpreadMs: 5_000,
  streamsPerSession: LIVE_LIMITS.streamsPerSession,
  streamsPerUser: LIVE_LIMITS.streamsPerUser,
  streamsPerNode: 10_000,
};

/** Why a stream may not open now: the route answers with it, and the client retries later. */
export interface LiveRefusal {
  status: 429 | 503;
  message: string;
  retryAfterSeconds: number;
}

/**
 * Streams sent an event per turn of the event loop at most. A send costs the node about 36 µs
 * (18 µs of formatting, then its socket write: docs/benchmarks.md), so a turn stays near 10 ms and
 * requests are answered between turns, where one pass over 10,000 streams held the node 0.2-0.4 s.
 */
const SENDS_PER_TURN = 256;
/** Streams looked at per turn at most, for an event to a role most streams are not. */
const VISITS_PER_TURN = 4_096;

interface Held {
  stream: LiveStream;
  /** The newest logged event (`LogEntry.seq`) when it opened: its opening sent it that and all before. */
  from: number;
  expiresAt: number;
  /** Ends the stream at its maximum age. */
  ageTimer: NodeJS.Timeout;
}

/**
 * This node's open streams and what it tells them. Live events arrive through the change feed
 * from whichever node committed them (`hc_live`); each goes to the streams of its audience and
 * into the log a reconnecting client resumes from. Sessions that end (`hc_sessions`, `hc_users`)
 * have their streams closed once the database confirms it.
 */
export function createLiveHub(deps: { db: Db; feed: ChangeFeed; warn?: (message: string) => void }, options: Partial<LiveHubOptions> = {}) {
  const { db, feed } = deps;
  const opts = { ...LIVE_DEFAULTS, ...options };
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

  /**
   * One event on its way to its streams, a slice per turn. The streams come from the hub's own
   * maps, whose iterators skip a stream gone meanwhile; one opened meanwhile is visited but was
   * sent the event by its opening already (`Held.from`).
   */
  interface FanOut {
    event: LiveEvent;
    /** Absent for the leaderboard event, which is this node's own and not logged. */
    entry?: LogEntry;
    streams: Iterator<Held>;
    /** Looked at every stream: sends to those of this audience only. */
    only?: LiveMessage['to'];
  }
  // One fan-out at a time, in the order the events came, so each stream hears them in that order.
  const fanOuts: FanOut[] = [];
  let nextTurn: NodeJS.Immediate | undefined;
  let heardSeq = 0;

  function fanOut(job: FanOut) {
    fanOuts.push(job);
    // The first slice goes now unless earlier events are still on their way.
    if (fanOuts.length === 1 && !nextTurn) runFanOuts();
  }

  function runFanOuts() {
    nextTurn = undefined;
    let sends = 0;
    let visits = 0;
    for (let job = fanOuts[0]; job; fanOuts.shift(), job = fanOuts[0]) {
      for (;;) {
        if (sends >= SENDS_PER_TURN || visits >= VISITS_PER_TURN) {
          nextTurn = setImmediate(runFanOuts);
          return;
        }
        const next = job.streams.next();
        if (next.done) break;
        visits++;
        const { stream, from } = next.value;
        if (job.only && !isFor(stream, job.only)) continue;
        if (!job.entry) stream.send(job.event);
        else if (from < job.entry.seq) sendLogged(stream, job.event, job.entry.id);
        else continue;
        sends++;
      }
    }
  }

  function* heldOf(userIds: readonly string[]): Generator<Held> {
    for (const userId of userIds) {
      for (const stream of byUser.get(userId) ?? []) {
        const h = held.get(stream);
        if (h) yield h;
      }
    }
  }

  function deliver(entry: LogEntry) {
    const { event, to } = entry.message;
    heardSeq = entry.seq;
    // An event for a few people is found through their streams, not by a look at every stream.
    if (to.everyone || to.roles?.length) fanOut({ event, entry, streams: held.values(), only: to });
    else fanOut({ event, entry, streams: heldOf(to.users ?? []) });
  }

  // A stream owed a `resync` gets it before any newer event: otherwise a client that reconnects
  // with that event's id would resume after the gap and never refetch what the gap hid.
  function sendLogged(stream: LiveStream, event: LiveEvent, id: string) {
    if (owed.has(stream)) payResync(stream);
    stream.send(event, id);
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

  // Streams that must refetch because the feed had a gap, each with the timer of its `resync`
  // (none while the feed is down: the resync waits until the feed is back, so it comes once).
  const owed = new Map<LiveStream, NodeJS.Timeout | undefined>();
  let downTimer: NodeJS.Timeout | undefined;
  /** The feed has been down past its grace: streams end and none open until it is back. */
  let feedGone = false;

  /**
   * The feed went down, came back, or a table was emptied: whatever was heard before is no longer
   * a complete record. Each client refetches once, at a moment of its own, so thousands of tabs
   * do not refetch together; while the feed stays down past the grace, the streams end instead.
   */
  function startOver() {
    log.reset();
    for (const stream of held.keys()) if (!owed.has(stream)) owed.set(stream, undefined);
    if (feed.alive) {
      clearTimeout(downTimer);
      downTimer = undefined;
      feedGone = false;
      for (const [stream, timer] of owed) {
        if (!timer) owed.set(stream, unref(setTimeout(() => payResync(stream), Math.random() * opts.resyncSpreadMs)));
      }
      return;
    }
    for (const [stream, timer] of owed) {
      clearTimeout(timer);
      owed.set(stream, undefined);
    }
    if (downTimer || feedGone || closed) return;
    downTimer = unref(
      setTimeout(() => {
        downTimer = undefined;
        if (feed.alive) return;
        feedGone = true;
        warn(`change feed down for ${opts.feedDownGraceMs} ms: ending ${held.size} live streams so their clients move to another node`);
        for (const stream of [...held.keys()]) end(stream);
      }, opts.feedDownGraceMs),
    );
  }

  function payResync(stream: LiveStream) {
    if (!owed.has(stream)) return;
    clearTimeout(owed.get(stream));
    owed.delete(stream);
    stream.send({ name: 'resync', data: {} }, log.position);
  }

  function leaderboardChanged() {
    log.ranksChanged();
    if (leaderboardTimer || closed) return;
    const wait = Math.max(0, lastLeaderboardAt + opts.leaderboardGapMs - Date.now());
    leaderboardTimer = setTimeout(() => {
      leaderboardTimer = undefined;
      lastLeaderboardAt = Date.now();
      fanOut({ event: { name: 'leaderboard', data: { version: ++leaderboardVersion } }, streams: held.values() });
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
    let live: Map<string, q.LiveSession>;
    try {
      live = await q.liveSessions(db, ids);
    } catch {
      // The database is away: the streams stay until it can say (their clients' calls get 503 meanwhile).
      setTimeout(() => checkSessions(ids.filter((id) => bySession.has(id))), 1_000).unref();
      return;
    }
    for (const id of ids) {
      const session = live.get(id);
      for (const stream of bySession.get(id) ?? []) {
        // A stream hears what its role may hear: a new role reconnects to be heard as that.
        if (session === undefined || session.role !== stream.role) end(stream);
        else held.get(stream)!.expiresAt = session.expiresAt;
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
    if (!admitted.has(stream)) return;
    remove(stream);
    stream.end();
  }

  // Every stream admitted and not yet gone, counted from admission on (before the opening waits
  // for anything), so many opens at once can never pass a cap together.
  const admitted = new Set<LiveStream>();
  const sessionCounts = new Map<string, number>();
  const userCounts = new Map<string, number>();
  const bump = (counts: Map<string, number>, key: string, by: number) => {
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  };

  function admit(stream: LiveStream): LiveRefusal | undefined {
    if (closed || !feed.alive) return { status: 503, message: OPS_MSG.databaseNotAnswering, retryAfterSeconds: 5 };
    if (admitted.size >= opts.streamsPerNode) return { status: 503, message: OPS_MSG.streamsFull, retryAfterSeconds: 10 };
    // The new stream is refused rather than the oldest ended: two tabs of one browser would
    // otherwise end each other in turn, each reconnecting to end the other.
    if ((sessionCounts.get(stream.sessionId) ?? 0) >= opts.streamsPerSession || (userCounts.get(stream.userId) ?? 0) >= opts.streamsPerUser) {
      return { status: 429, message: OPS_MSG.tooManyStreams, retryAfterSeconds: 60 };
    }
    admitted.add(stream);
    bump(sessionCounts, stream.sessionId, 1);
    bump(userCounts, stream.userId, 1);
    return undefined;
  }

  function remove(stream: LiveStream) {
    if (!admitted.delete(stream)) return;
    bump(sessionCounts, stream.sessionId, -1);
    bump(userCounts, stream.userId, -1);
    clearTimeout(owed.get(stream));
    owed.delete(stream);
    const h = held.get(stream);
    if (!h) return;
    clearTimeout(h.ageTimer);
    held.delete(stream);
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
     * Counts a stream in before it opens, or says why it may not open now (the caller answers
     * with it): this node's feed is down, this node is full, or this session or account already
     * holds its share. `remove` counts it out again.
     */
    admit,
    /**
     * Starts an admitted stream: what it missed since `lastEventId` (or `resync` when that can no
     * longer be told), then `ready`, then every event for it as it comes.
     */
    async open(stream: LiveStream, lastEventId: string | undefined): Promise<void> {
      if (lastEventId && !log.since(lastEventId) && log.isAhead(lastEventId)) {
        // Heard on another node a moment ago: give this node's notification time to arrive.
        const until = Date.now() + opts.lagWaitMs;
        while (!closed && Date.now() < until && !log.since(lastEventId)) await nextAppend(until - Date.now());
      }
      if (closed || feedGone || !admitted.has(stream)) return end(stream);
      const missed = lastEventId ? log.since(lastEventId) : undefined;
      const position = log.position;
      if (lastEventId && !missed) stream.send({ name: 'resync', data: {} }, position);
      for (const entry of missed?.entries ?? []) if (isFor(stream, entry.message.to)) stream.send(entry.message.event, entry.id);
      if (missed?.ranksChanged) stream.send({ name: 'leaderboard', data: { version: leaderboardVersion } });
      // Last of the opening, with the newest id, so a stream that got nothing else still knows where it stands.
      stream.send({ name: 'ready', data: { resumed: Boolean(missed) } }, position);
      const age = opts.maxAgeMs * (0.5 + Math.random() * 0.5);
      held.set(stream, { stream, from: heardSeq, expiresAt: Number.POSITIVE_INFINITY, ageTimer: unref(setTimeout(() => end(stream), age)) });
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
      clearTimeout(downTimer);
      clearImmediate(nextTurn);
      fanOuts.length = 0;
      for (const wake of [...waiting]) wake();
      for (const stream of [...admitted]) end(stream);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;

const unref = (timer: NodeJS.Timeout) => {
  timer.unref();
  return timer;
};
