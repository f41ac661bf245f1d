import { LIVE_RESUME_WINDOW_MS } from '@hackcamp/contract';
import type { LiveMessage } from './live-events.queries.ts';

export interface LogEntry {
  /** The database's number for the event (`live_event_ids`), the same on every node. */
  id: string;
  message: LiveMessage;
  /** Its place in this node's log: the order the events committed. */
  seq: number;
  at: number;
}

/** What a client that reconnects with `Last-Event-ID` missed. */
export interface Missed {
  entries: LogEntry[];
  /** Ranks may have changed since (the leaderboard event is this node's own, so it is not logged). */
  ranksChanged: boolean;
}

/**
 * The live events this node heard in the last five minutes, in the order they committed
 * (PostgreSQL delivers notifications in commit order, the same order to every node). A client
 * that stopped at event X resumes here even if it heard X from another node; whatever came
 * before this node's feed last started over (`reset`) cannot be told, and the client resyncs.
 */
export class LiveLog {
  private entries: LogEntry[] = [];
  private readonly byId = new Map<string, LogEntry>();
  private appended = 0;
  /** The newest entry trimmed: a client that stopped there missed nothing that is gone. */
  private floor: { id: string; seq: number } | null = null;
  /** How many entries had been appended when ranks last changed (-1: not since the reset). */
  private ranksChangedAfter = -1;
  private highestId = 0;

  constructor(
    private readonly options: { windowMs: number; maxEntries: number; now: () => number } = {
      windowMs: LIVE_RESUME_WINDOW_MS,
      maxEntries: 100_000,
      now: Date.now,
    },
  ) {}

  append(id: string, message: LiveMessage): LogEntry {
    const entry: LogEntry = { id, message, seq: ++this.appended, at: this.options.now() };
    this.entries.push(entry);
    this.byId.set(id, entry);
    this.highestId = Math.max(this.highestId, Number(id));
    this.trim();
    return entry;
  }

  ranksChanged() {
    this.ranksChangedAfter = this.appended;
  }

  /** The feed started over: nothing before this moment can be replayed. */
  reset() {
    this.entries = [];
    this.byId.clear();
    this.floor = null;
    this.ranksChangedAfter = -1;
    this.highestId = 0;
  }

  /** The id a client that has seen everything up to now would hold; undefined before the first event. */
  get position(): string | undefined {
    return this.entries.at(-1)?.id ?? this.floor?.id;
  }

  /** True when `id` looks newer than anything heard yet: its notification may still be on its way here. */
  isAhead(id: string): boolean {
    const n = Number(id);
    return Number.isSafeInteger(n) && n > this.highestId;
  }

  /** What came after `lastId`, or undefined when that can no longer be told. */
  since(lastId: string): Missed | undefined {
    this.trim();
    const entry = this.byId.get(lastId);
    const from = entry ?? (this.floor?.id === lastId ? this.floor : undefined);
    if (!from) return undefined;
    const first = this.entries[0]?.seq ?? from.seq + 1;
    return { entries: this.entries.slice(from.seq + 1 - first), ranksChanged: this.ranksChangedAfter >= from.seq };
  }

  get size() {
    return this.entries.length;
  }

  private trim() {
    const oldest = this.options.now() - this.options.windowMs;
    for (let first = this.entries[0]; first && (first.at < oldest || this.entries.length > this.options.maxEntries); first = this.entries[0]) {
      const gone = this.entries.shift()!;
      this.byId.delete(gone.id);
      this.floor = { id: gone.id, seq: gone.seq };
    }
  }
}
