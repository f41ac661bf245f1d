import type { StaffAttendanceRecord } from '@hackcamp/contract';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { Db } from '../../db/client.ts';

const DAY_PREFIX = TAG.attendanceDayPrefix;
const UUID_LENGTH = 36;

/** While the change feed is down, a board is read again at most this often. */
const WHILE_FEED_DOWN_MS = 1_000;
/** Mentors whose grid is held; the one read longest ago goes first. */
const MAX_BOARDS = 500;
/** Pages held per board (a mentor reads some 20): the same page is the same answer. */
const MAX_PAGES = 200;

export interface GridPage {
  attendance: StaffAttendanceRecord[];
  pagination: { currentPage: number; totalPages: number; total: number; hasNextPage: boolean; hasPrevPage: boolean };
}
export interface GridQuery {
  date?: string;
  userId?: string;
  page: number;
  limit: number;
}

interface Board {
  /** Date -> that date's records in the grid's order (name, then record id), as the database sorts them. */
  days: ReadonlyMap<string, readonly StaffAttendanceRecord[]>;
  /** The dates held, in order. */
  dates: readonly string[];
  total: number;
  readAt: number;
  /** Pages answered from this board, by `keyOf` their query. */
  pages: Map<string, HeldPage>;
}
interface HeldPage {
  query: GridQuery;
  page: GridPage;
}
const keyOf = (query: GridQuery) => `${query.date ?? ''}\n${query.userId ?? ''}\n${query.page}\n${query.limit}`;

function boardOf(records: readonly StaffAttendanceRecord[], readAt = Date.now()): Board {
  const days = new Map<string, StaffAttendanceRecord[]>();
  for (const r of records) {
    const day = days.get(r.date);
    if (day) day.push(r);
    else days.set(r.date, [r]);
  }
  return withDays(days, readAt);
}

function withDays(days: Map<string, readonly StaffAttendanceRecord[]>, readAt: number): Board {
  // ISO dates sort as the database sorts the dates.
  const dates = [...days.keys()].sort();
  let total = 0;
  for (const records of days.values()) total += records.length;
  return { days, dates, total, readAt, pages: new Map() };
}

/** A page of the grid as the contract answers it: the records shown and where they sit among `total`. */
export function gridPage(attendance: StaffAttendanceRecord[], total: number, { page, limit }: { page: number; limit: number }): GridPage {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { attendance, pagination: { currentPage: page, totalPages, total, hasNextPage: page < totalPages, hasPrevPage: page > 1 } };
}

function pageOf(board: Board, query: GridQuery): GridPage {
  const { limit } = query;
  const offset = (query.page - 1) * limit;
  let records: StaffAttendanceRecord[];
  let total: number;
  if (query.userId) {
    const all = board.dates.flatMap((d) => board.days.get(d)!.filter((r) => r.userId._id === query.userId && (!query.date || r.date === query.date)));
    total = all.length;
    records = all.slice(offset, offset + limit);
  } else if (query.date) {
    const day = board.days.get(query.date) ?? [];
    total = day.length;
    records = day.slice(offset, offset + limit);
  } else {
    // Skip whole days by their counts, then take the page from the days it falls on.
    total = board.total;
    records = [];
    let before = 0;
    for (const date of board.dates) {
      const day = board.days.get(date)!;
      if (before + day.length > offset) records.push(...day.slice(Math.max(0, offset - before), offset + limit - before));
      before += day.length;
      if (records.length >= limit || before >= offset + limit) break;
    }
  }
  return gridPage(records, total, query);
}

/**
 * The pages of `old` that a patch of `dates` left as they were, for `patched` to answer again as
 * the same objects: each page's written answer (memo-answer.ts) lives as long as its object, and
 * a mentor's board is patched with every mark of their people, so without this every page was
 * written and compressed again after any mark, also the pages that do not show its day (measured
 * on 2026-12-01: in the bench's write phase, 340 pages of 100 records in each second the grid was
 * read). A page of one date other than those is kept. A page of every date is kept when it shows
 * none of them and each of them holds as many records as before, so every other record is where
 * it was. A participant's own pages are few: read again.
 */
function pagesKept(old: Board, patched: Board, dates: ReadonlySet<string>): Map<string, HeldPage> {
  const kept = new Map<string, HeldPage>();
  const sameCounts = [...dates].every((d) => (old.days.get(d)?.length ?? 0) === (patched.days.get(d)?.length ?? 0));
  for (const [key, held] of old.pages) {
    const { date, userId } = held.query;
    if (userId) continue;
    const still = date ? !dates.has(date) : sameCounts && !held.page.attendance.some((r) => dates.has(r.date));
    if (still) kept.set(key, held);
  }
  return kept;
}

/**
 * Each mentor's attendance grid (every record of their people, by date, then name), held in memory
 * and kept up to date in place: a mark names its mentor and date (migration 0027), and only that
 * day of that mentor is read again (a bulk mark of 100: 100 records, not the mentor's 1,500), after
 * which the new board replaces the old. A reader waits only for the first read of their board, or
 * for a change to it heard and not yet read in (a day, not the whole share). A change to the mentor's
 * people (an assignment, a rename: the mentor's id is named) or to the event's days (the settings)
 * reads that whole board again.
 */
export function createGridBoards(deps: {
  db: Db;
  caches: Caches;
  /** Every record of the mentor's people, or of one date of them, in the grid's order. */
  read: (db: Db, mentorId: string, dates?: readonly string[]) => Promise<StaffAttendanceRecord[]>;
}) {
  const { db, caches, read } = deps;
  const boards = new Map<string, Board>();
  const loading = new Map<string, Promise<Board>>();
  /** Mentor -> the dates to read again. */
  const days = new Map<string, Set<string>>();
  /** Mentors whose whole board is read again. */
  const whole = new Set<string>();
  /** Mentors with a change heard and not yet on their board: their readers wait for it. */
  const pending = new Map<string, { done: Promise<void>; resolve: () => void }>();
  let applying: Promise<void> | null = null;

  const held = (mentorId: string) => boards.has(mentorId) || loading.has(mentorId);

  function heard(mentorId: string) {
    if (pending.has(mentorId)) return;
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    pending.set(mentorId, { done, resolve });
  }

  caches.follow((channel, tag) => {
    if (boards.size === 0 && loading.size === 0) return;
    if (tag === null || channel === 'hc_config') {
      for (const mentorId of [...boards.keys(), ...loading.keys()]) {
        whole.add(mentorId);
        heard(mentorId);
      }
    } else if (channel !== 'hc_people') return;
    else if (tag.startsWith(DAY_PREFIX)) {
      const mentorId = tag.slice(DAY_PREFIX.length, DAY_PREFIX.length + UUID_LENGTH);
      if (!held(mentorId)) return;
      const dates = days.get(mentorId) ?? new Set();
      dates.add(tag.slice(DAY_PREFIX.length + UUID_LENGTH + 1));
      days.set(mentorId, dates);
      heard(mentorId);
    } else if (held(tag)) {
      whole.add(tag);
      heard(tag);
    } else return;
    void apply();
  });

  function keep(mentorId: string, board: Board) {
    boards.delete(mentorId);
    boards.set(mentorId, board);
    if (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value!);
  }

  function load(mentorId: string): Promise<Board> {
    let running = loading.get(mentorId);
    if (!running) {
      running = read(db, mentorId)
        .then((records) => {
          const board = boardOf(records);
          keep(mentorId, board);
          return board;
        })
        .finally(() => loading.delete(mentorId));
      loading.set(mentorId, running);
    }
    return running;
  }

  /** Takes in what was heard for one mentor: their whole board read again, or some of its days. */
  async function applyTo(mentorId: string) {
    const all = whole.delete(mentorId);
    const dates = days.get(mentorId);
    days.delete(mentorId);
    try {
      // A read already running may have begun before the change: it ends first, then this one reads.
      await loading.get(mentorId)?.catch(() => undefined);
      if (all) {
        if (boards.has(mentorId)) await load(mentorId);
        return;
      }
      if (!boards.has(mentorId) || !dates) return;
      const wanted = [...dates];
      const records = await read(db, mentorId, wanted);
      const old = boards.get(mentorId);
      // Gone meanwhile (let go, or to be read again whole): nothing to patch.
      if (!old || whole.has(mentorId)) return;
      const next = new Map(old.days);
      for (const date of wanted) next.delete(date);
      for (const [date, day] of boardOf(records).days) next.set(date, day);
      const patched = withDays(next, old.readAt);
      patched.pages = pagesKept(old, patched, dates);
      keep(mentorId, patched);
    } catch {
      // The database did not answer: the next reader reads this board again.
      boards.delete(mentorId);
    } finally {
      if (!whole.has(mentorId) && !days.has(mentorId)) {
        pending.get(mentorId)?.resolve();
        pending.delete(mentorId);
      }
    }
  }

  function apply(): Promise<void> {
    applying ??= (async () => {
      try {
        while (whole.size > 0 || days.size > 0) await applyTo((whole.size > 0 ? whole : days).keys().next().value!);
      } finally {
        applying = null;
      }
    })();
    return applying;
  }

  return {
    /**
     * A page of the mentor's grid (read whole the first time). A change to it already heard is
     * read in first: the mentor's screen asks again when the change's live event reaches it, and
     * the author of a mark reads after their write's answer, which waits until its node heard it.
     */
    async page(mentorId: string, query: GridQuery): Promise<GridPage> {
      await pending.get(mentorId)?.done;
      let board = boards.get(mentorId);
      if (!board || (!caches.alive && Date.now() - board.readAt > WHILE_FEED_DOWN_MS)) board = await load(mentorId);
      else keep(mentorId, board);
      const key = keyOf(query);
      let held = board.pages.get(key);
      if (!held) {
        if (board.pages.size >= MAX_PAGES) board.pages.clear();
        held = { query, page: pageOf(board, query) };
        board.pages.set(key, held);
      }
      return held.page;
    },
  };
}
export type GridBoards = ReturnType<typeof createGridBoards>;
