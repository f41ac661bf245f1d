import type { Channel } from '../db/change-feed.ts';
import type { Caches } from './caches.ts';

export interface RebuiltFigureOptions {
  /** Whether a change named on `channel` can move the figure (a null tag, "anything may have changed", always does). */
  relevant: (channel: Channel, tag: string) => boolean;
  /** The least time between the starts of two builds: at the busiest moment the figure is built this often, not once per reader. */
  minGapMs: number;
  /** A backstop, as every cache has: a value older than this is built again even if no change was named. */
  maxAgeMs: number;
  /**
   * Answer with the held value at once even when a change came after its build began, and build
   * the next one in the background (one per gap): for a figure nobody's own write moves much (a
   * cohort's median), where a reader need not wait for the latest change. While the feed is down
   * readers wait as without it.
   */
  serveStale?: boolean;
}

interface Held<V> {
  key: string;
  value: V;
  /** `changes` when its build started: every change heard before then is in it. */
  version: number;
  at: number;
}

interface Queued<V> {
  build: () => Promise<V>;
  promise: Promise<V>;
  resolve: (value: V) => void;
  reject: (err: unknown) => void;
}

/**
 * One figure over the whole event (a histogram of every score, the cohort's median), which any
 * mark or grade anywhere makes stale: at the busiest moment that is many times a second, so it
 * cannot be dropped and built again per change like a tagged entry. Instead it counts the changes
 * it hears, and a reader is answered with a value built after every change it could know of
 * (the web app refetches on a live event, so an older value would stay on screen): the held one
 * while nothing changed since its build began; else the running build, if it began after the last
 * change; else the next build, shared by everyone waiting for it. One build runs at a time and two
 * start at least `minGapMs` apart, so a reader waits at most that long plus one build, and the
 * database sees one build per gap however many read. While the feed is down nothing heard can be
 * trusted: every read waits for a build that starts after it (still one per gap).
 *
 * `key` is what the value is for beyond the data (the event's today): another key is another value.
 */
export class RebuiltFigure<V> {
  private changes = 0;
  private held: Held<V> | undefined;
  private running: { key: string; version: number; promise: Promise<V> } | undefined;
  private readonly queue = new Map<string, Queued<V>>();
  private lastStart = -Infinity;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly feed: { readonly alive: boolean },
    private readonly options: RebuiltFigureOptions,
  ) {}

  /** A change was named (null: anything may have changed). */
  heard(channel: Channel, tag: string | null) {
    if (tag === null || this.options.relevant(channel, tag)) this.changes++;
  }

  /** How many relevant changes it has heard: a value whose build began after this many has every one of them. */
  changesHeard(): number {
    return this.changes;
  }

  /**
   * Whether the value held for `key` (not past its age) was built after the first `changes`
   * changes: a reader who must see a change of their own asks this before taking a stale value.
   */
  holdsSince(key: string, changes: number): boolean {
    return (this.heldFor(key)?.version ?? -1) >= changes;
  }

  /** The value held for `key`, unless past its age. */
  private heldFor(key: string): Held<V> | undefined {
    const held = this.held;
    return held && held.key === key && Date.now() - held.at <= this.options.maxAgeMs ? held : undefined;
  }

  read(key: string, build: () => Promise<V>): Promise<V> {
    if (!this.feed.alive) this.changes++;
    const current = this.heldFor(key);
    if (current && current.version === this.changes) return Promise.resolve(current.value);
    if (current && this.options.serveStale && this.feed.alive) {
      void this.next(key, build);
      return Promise.resolve(current.value);
    }
    return this.next(key, build);
  }

  /** A build that begins after every change heard so far: the running one if it did, else the next one queued. */
  private next(key: string, build: () => Promise<V>): Promise<V> {
    const running = this.running;
    if (running && running.key === key && running.version === this.changes) return running.promise;
    let queued = this.queue.get(key);
    if (!queued) {
      let resolve!: (value: V) => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<V>((res, rej) => ((resolve = res), (reject = rej)));
      // Every reader awaits it; this keeps a failure nobody is left to hear from going unhandled.
      promise.catch(() => undefined);
      this.queue.set(key, (queued = { build, promise, resolve, reject }));
      this.pump();
    }
    return queued.promise;
  }

  /** Starts the next queued build when none runs and the gap since the last start has passed. */
  private pump() {
    if (this.running || this.timer) return;
    const next = this.queue.entries().next();
    if (next.done) return;
    const wait = this.lastStart + this.options.minGapMs - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, wait);
      this.timer.unref();
      return;
    }
    const [key, queued] = next.value;
    this.queue.delete(key);
    this.lastStart = Date.now();
    const version = this.changes;
    const at = this.lastStart;
    const promise = queued.build().then((value) => {
      this.held = { key, value, version, at };
      return value;
    });
    this.running = { key, version, promise };
    promise.then(queued.resolve, queued.reject).finally(() => {
      this.running = undefined;
      this.pump();
    });
  }
}

/** A figure that hears every change the database names (cache/caches.ts) and keeps what `relevant` says moves it. */
export function createRebuiltFigure<V>(caches: Caches, options: RebuiltFigureOptions): RebuiltFigure<V> {
  const figure = new RebuiltFigure<V>(caches, options);
  caches.follow((channel, tag) => figure.heard(channel, tag));
  return figure;
}
