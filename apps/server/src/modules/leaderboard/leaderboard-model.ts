import type { LeaderboardEntry, LeaderboardSummary } from '@hackcamp/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid-list.ts';
import { appliedThrough } from '../../lib/applied-through.ts';
import { activeUsersInRankOrder, leaderboardRowsOf, type LeaderboardRole, type LeaderboardRow } from './leaderboard.queries.ts';

type Row = LeaderboardRow;
type ChangedRow = Awaited<ReturnType<typeof leaderboardRowsOf>>[number];

interface Ranked {
  /** What the leaderboard shows of this person but their rank: shared by every snapshot until their row changes, never mutated. */
  entry: Omit<LeaderboardEntry, 'rank'>;
  /**
   * The entry with the rank it was last shown at, reused while that rank holds: a rank is the
   * place in a snapshot's list, so a move shifts thousands of ranks without touching them.
   * Replaced, never mutated, when the rank differs: a page already written keeps its own.
   */
  shown?: LeaderboardEntry;
  list: LeaderboardRole;
  /** Lower-cased name and email, what a search matches. */
  haystack: string;
  /** Where the name ends in the haystack: a search that may not match emails matches before it. */
  nameEnd: number;
  /** The tie-break after the score, in the database's own precision (see leaderboard.queries.ts). */
  createdMicros: number;
}

/** What readers see: immutable once published, but for its memo of searches and pages. */
interface Snapshot {
  byRole: Record<LeaderboardRole, readonly Ranked[]>;
  summary: LeaderboardSummary;
  /** Matches of the searches made on this snapshot, by role and lower-cased term. */
  searches: Map<string, readonly Ranked[]>;
  /** Pages answered from this snapshot: the same page is the same object, answered as already written. */
  pages: Map<string, LeaderboardPage>;
}

/**
 * One ranking and the indexes that keep it up to date. The indexes are changed in place together
 * with each new snapshot, in one synchronous step, so they always describe the latest snapshot.
 */
interface Model {
  snapshot: Snapshot;
  /** Each ranked person as they are in the latest snapshot (their rank: where they are in its list). */
  placeOf: Map<string, Ranked>;
  /** Every active user's score and whether they are a participant: what the summary counts. */
  counted: Map<string, { score: number; participant: boolean }>;
  scoreSum: number;
  participants: number;
  /** How many active people have each score, so the highest is known again when its holder drops. */
  scores: Map<number, number>;
  highest: number;
  /** Every change numbered up to this one is in the full read this model started from. */
  fullThrough: number;
  /** The feed's epoch when that read started: a model of an earlier one may have missed changes. */
  epoch: number;
  /** When that read started, for the age limit. */
  startedAt: number;
}

/** Searches and pages remembered per snapshot: the terms people type, and every prefix on the way. */
const REMEMBERED_SEARCHES = 2_000;
const REMEMBERED_PAGES = 1_000;

/**
 * A backstop: the model is read whole at least this often even if no change was announced. While
 * the change feed is down, at most once a second instead (readers keep the last ranking meanwhile),
 * so a crowd cannot turn into a query per request.
 */
const MAX_AGE_MS = 60_000;
const MAX_AGE_WHILE_FEED_DOWN_MS = 1_000;
/** After a failed read, the next try. */
const RETRY_MS = 1_000;

/** A page as the leaderboard call answers it. */
export interface LeaderboardPage {
  leaderboard: LeaderboardEntry[];
  pagination: Record<'currentPage' | 'totalPages' | 'totalUsers', number> & Record<'hasNextPage' | 'hasPrevPage', boolean>;
}

export interface LeaderboardQuery {
  role: LeaderboardRole;
  search?: string;
  /** Match the name only: for a reader who may not see the emails, which a search would reveal. */
  nameOnly?: boolean;
  page: number;
  limit: number;
  order: 'desc' | 'asc';
}

/** The SQL's order: score descending, then who registered first, then id (uuid order = lower-case text order). */
function compare(a: Ranked, b: Ranked): number {
  const byScore = b.entry.totalScore - a.entry.totalScore;
  if (byScore !== 0) return byScore;
  const byAge = a.createdMicros - b.createdMicros;
  if (byAge !== 0) return byAge;
  return a.entry._id < b.entry._id ? -1 : a.entry._id > b.entry._id ? 1 : 0;
}

/** Only bootcamp participants are ranked among participants; judges and hackathon-only people nowhere. */
function listOf(r: Pick<Row, 'role' | 'participantType'>): LeaderboardRole | null {
  if (r.role === 'participant') return r.participantType === 'bootcamp' ? 'participant' : null;
  return r.role === 'judge' ? null : r.role;
}

function toRanked(r: Row, list: LeaderboardRole): Ranked {
  const name = r.name.toLowerCase();
  return {
    entry: {
      _id: r.id,
      name: r.name,
      email: r.email,
      collegeName: r.collegeName,
      totalScore: r.totalScore,
      description: r.description,
      skills: r.skills,
      profilePicture: r.profilePicture,
      role: r.role,
    },
    list,
    haystack: `${name}\n${r.email.toLowerCase()}`,
    nameEnd: name.length,
    createdMicros: r.createdMicros,
  };
}

function count(m: Model, r: Row) {
  const participant = r.role === 'participant';
  m.counted.set(r.id, { score: r.totalScore, participant });
  m.scoreSum += r.totalScore;
  if (participant) m.participants++;
  m.scores.set(r.totalScore, (m.scores.get(r.totalScore) ?? 0) + 1);
  if (r.totalScore > m.highest) m.highest = r.totalScore;
}

function uncount(m: Model, id: string) {
  const c = m.counted.get(id);
  if (!c) return;
  m.counted.delete(id);
  m.scoreSum -= c.score;
  if (c.participant) m.participants--;
  const left = m.scores.get(c.score)! - 1;
  if (left > 0) m.scores.set(c.score, left);
  else {
    m.scores.delete(c.score);
    if (c.score === m.highest) {
      // The summary's highest has always started at 0: the same floor here.
      m.highest = 0;
      for (const score of m.scores.keys()) if (score > m.highest) m.highest = score;
    }
  }
}

function publish(m: Model, byRole: Snapshot['byRole']) {
  const everyone = m.counted.size;
  m.snapshot = {
    byRole,
    summary: {
      totalParticipants: m.participants,
      rankedParticipants: byRole.participant.length,
      totalMentors: byRole.mentor.length,
      averageScore: everyone ? Math.round(m.scoreSum / everyone) : 0,
      highestScore: m.highest,
    },
    searches: new Map(),
    pages: new Map(),
  };
}

/** A model from the full ranked read, already in the SQL's order. */
function fromRows(rows: Row[], fullThrough: number, epoch: number, startedAt: number): Model {
  const m: Model = {
    snapshot: undefined as unknown as Snapshot,
    placeOf: new Map(),
    counted: new Map(),
    scoreSum: 0,
    participants: 0,
    scores: new Map(),
    highest: 0,
    fullThrough,
    epoch,
    startedAt,
  };
  const byRole: Record<LeaderboardRole, Ranked[]> = { participant: [], mentor: [], superadmin: [] };
  for (const r of rows) {
    count(m, r);
    const list = listOf(r);
    if (!list) continue;
    const ranked = toRanked(r, list);
    byRole[list].push(ranked);
    m.placeOf.set(r.id, ranked);
  }
  publish(m, byRole);
  return m;
}

/** Where `r` is in `list` (sorted by `compare`, a total order): a binary search, -1 if it is not there. */
function indexOf(list: readonly Ranked[], r: Ranked): number {
  const at = insertionPoint(list, r);
  return list[at] === r ? at : -1;
}

/** The first place in `list` whose person does not rank before `r`. */
function insertionPoint(list: readonly Ranked[], r: Ranked): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid]!, r) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `r`'s entry as shown at `index` of its list. */
function shownAt(r: Ranked, index: number): LeaderboardEntry {
  const rank = index + 1;
  if (r.shown?.rank !== rank) r.shown = { ...r.entry, rank };
  return r.shown;
}

/** Up to this many people moved in one list are cut out and put back one by one; more, in one merging pass. */
const MOVED_ONE_BY_ONE = 32;

/** A copy of `before` without `out` and with `come` (sorted) where they belong. */
function moved(before: readonly Ranked[], out: readonly Ranked[], come: readonly Ranked[]): Ranked[] {
  if (out.length + come.length <= MOVED_ONE_BY_ONE) {
    const after = before.slice();
    for (const r of out) {
      const at = indexOf(after, r);
      if (at >= 0) after.splice(at, 1);
    }
    for (const r of come) after.splice(insertionPoint(after, r), 0, r);
    return after;
  }
  const gone = new Set(out);
  const after: Ranked[] = [];
  let next = 0;
  for (const r of before) {
    if (gone.has(r)) continue;
    // Each newcomer goes before the first one it outranks; both sides are in order, so one pass.
    while (next < come.length && compare(come[next]!, r) < 0) after.push(come[next++]!);
    after.push(r);
  }
  while (next < come.length) after.push(come[next++]!);
  return after;
}

/**
 * Moves the people of `ids` to where their rows (`rows`: the ones that still exist) put them now,
 * and publishes a new snapshot. Lists nobody left or joined are shared with the previous
 * snapshot; nobody else's entry changes: ranks are places in the lists (see `shownAt`).
 */
function applyRows(m: Model, ids: ReadonlySet<string>, rows: ChangedRow[]) {
  const out: Record<LeaderboardRole, Ranked[]> = { participant: [], mentor: [], superadmin: [] };
  for (const id of ids) {
    uncount(m, id);
    const was = m.placeOf.get(id);
    if (was) {
      out[was.list].push(was);
      m.placeOf.delete(id);
    }
  }
  const come: Record<LeaderboardRole, Ranked[]> = { participant: [], mentor: [], superadmin: [] };
  for (const r of rows) {
    if (!r.isActive) continue;
    count(m, r);
    const list = listOf(r);
    if (!list) continue;
    const ranked = toRanked(r, list);
    come[list].push(ranked);
    m.placeOf.set(r.id, ranked);
  }
  const byRole = { ...m.snapshot.byRole };
  for (const list of Object.keys(byRole) as LeaderboardRole[]) {
    if (out[list].length === 0 && come[list].length === 0) continue;
    byRole[list] = moved(byRole[list], out[list], come[list].sort(compare));
  }
  publish(m, byRole);
}

/**
 * The ranked leaderboard held in memory: a page, a search or one person's rank is an array read,
 * whatever the number of participants, and a reader never waits for the database once the first
 * ranking is built.
 *
 * Any change to a user row on any node (a grade, a present day, a new name, a deactivation, a new
 * user) is announced by the database with the person's id (`hc_users`). The ids heard are
 * collected and applied in batches, one batch query at a time: the changed rows are read by id and
 * each person is moved in place, and a new snapshot is published (pages already written from an
 * older one stay as they are). A `null` (the feed was away, a table was truncated), a new epoch
 * and the age limit read everything again in the background: readers keep the last ranking until
 * the new one, brought up to date with the changes heard meanwhile, replaces it.
 *
 * `settled()` is for the author of a write: it resolves once every change heard before the call,
 * and the ids it is given, are in the ranking.
 */
export function createLeaderboardModel(deps: { db: Db; feed: ChangeFeed }) {
  let model: Model | null = null;
  /** Every change heard is numbered (an id, or null for "anything"). */
  let heard = 0;
  /** Every change numbered up to `progress`'s is in the published model. */
  const progress = appliedThrough();
  /** The number of the latest "anything may have changed". */
  let lastAnything = 0;
  /** Ids heard and not yet taken by a batch. */
  let pending = new Set<string>();
  /** The full read running, and the ids heard since it started (its result has not seen them). */
  let reading: { since: Set<string>; promise: Promise<void> } | null = null;
  let readAgain = false;
  /** A full read done, waiting for its catch-up batch before it replaces the published model. */
  let ready: { model: Model; since: Set<string> } | null = null;
  let batching = false;
  /** The ids of the batch whose query is running. */
  let inFlight: ReadonlySet<string> = new Set();
  let retry: NodeJS.Timeout | undefined;

  deps.feed.subscribe('hc_users', (payload) => hear(payload === null || !isUuid(payload) ? null : payload));

  function hear(id: string | null) {
    heard++;
    if (!model && !reading) {
      // Nothing held: the first read reads it all.
      progress.reached(heard);
      return;
    }
    if (id === null) {
      lastAnything = heard;
      readAll();
      return;
    }
    pending.add(id);
    reading?.since.add(id);
    ready?.since.add(id);
    void drain();
  }

  /** Every change up to `through` is now in the published model, unless a full read is still owed. */
  function advance(through: number) {
    if (!model || lastAnything > model.fullThrough) return;
    progress.reached(through);
  }

  /**
   * The database did not answer: whoever waits for exactness is let go (their write committed; it
   * shows once the database answers again), and the work is tried again shortly.
   */
  function failed() {
    progress.releaseAll();
    retry ??= setTimeout(() => {
      retry = undefined;
      if (model && lastAnything > model.fullThrough && !reading && !ready) readAll();
      void drain();
    }, RETRY_MS);
    retry.unref();
  }

  /** One full ranked read at a time; one asked for meanwhile starts when it ends. */
  function readAll(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading.promise;
    }
    const through = heard;
    const epoch = deps.feed.epoch;
    const startedAt = Date.now();
    const since = new Set<string>();
    const promise = (async () => {
      try {
        const built = fromRows(await activeUsersInRankOrder(deps.db), through, epoch, startedAt);
        if (!model) {
          // Nobody saw anything yet: nothing to keep consistent with, publish at once.
          model = built;
          for (const id of since) pending.add(id);
          advance(through);
        } else {
          // A newer full read supersedes one still waiting: it has seen at least as much.
          ready = { model: built, since };
        }
      } catch (err) {
        failed();
        // Readers keep the ranking they have; only the very first build has readers waiting.
        if (!model) throw err;
      } finally {
        reading = null;
        if (readAgain) {
          readAgain = false;
          readAll().catch(() => undefined);
        }
        void drain();
      }
    })();
    reading = { since, promise };
    promise.catch(() => undefined);
    return promise;
  }

  /** Applies the ids heard, one batch query at a time; a finished full read first, with its catch-up. */
  async function drain() {
    if (batching) return;
    batching = true;
    try {
      for (;;) {
        let target: Model;
        let ids: Set<string>;
        const replaces = ready !== null;
        if (ready) {
          target = ready.model;
          ids = new Set([...ready.since, ...pending]);
          ready = null;
        } else if (model && pending.size > 0) {
          target = model;
          ids = pending;
        } else return;
        pending = new Set();
        inFlight = ids;
        const through = heard;
        let rows: Awaited<ReturnType<typeof leaderboardRowsOf>>;
        try {
          rows = ids.size ? await leaderboardRowsOf(deps.db, [...ids]) : [];
        } catch {
          inFlight = new Set();
          for (const id of ids) pending.add(id);
          if (replaces) ready ??= { model: target, since: ids };
          failed();
          return;
        }
        inFlight = new Set();
        applyRows(target, ids, rows);
        if (replaces) model = target;
        if (target === model) advance(through);
      }
    } finally {
      batching = false;
    }
  }

  /** The latest ranking; a stale one is read again in the background while it keeps answering. */
  async function current(): Promise<Model> {
    if (!model) {
      await (reading?.promise ?? readAll());
      // A null heard during the first read publishes it all the same, then reads again.
      return model ?? current();
    }
    const maxAge = deps.feed.alive ? MAX_AGE_MS : MAX_AGE_WHILE_FEED_DOWN_MS;
    if (!reading && !ready && (model.epoch !== deps.feed.epoch || Date.now() - model.startedAt >= maxAge)) readAll().catch(() => undefined);
    return model;
  }

  /**
   * Who matches a term, remembered until the next snapshot. A term containing one searched before
   * (typing "ana" after "an") only looks through that one's matches: everyone matching "ana" also
   * matches "an".
   */
  function search(snapshot: Snapshot, role: LeaderboardRole, term: string, nameOnly: boolean): readonly Ranked[] {
    const scope = `${role}\n${nameOnly ? 'name' : 'all'}\n`;
    const key = `${scope}${term}`;
    const known = snapshot.searches.get(key);
    if (known) return known;
    let pool = snapshot.byRole[role];
    for (let len = term.length - 1; len > 0; len--) {
      const narrower = snapshot.searches.get(`${scope}${term.slice(0, len)}`);
      if (narrower) {
        pool = narrower;
        break;
      }
    }
    // The name comes first, so a term in the name is found there before any in the email.
    const found = nameOnly
      ? pool.filter((r) => {
          const at = r.haystack.indexOf(term);
          return at >= 0 && at + term.length <= r.nameEnd;
        })
      : pool.filter((r) => r.haystack.includes(term));
    if (snapshot.searches.size >= REMEMBERED_SEARCHES) snapshot.searches.delete(snapshot.searches.keys().next().value!);
    snapshot.searches.set(key, found);
    return found;
  }

  return {
    /**
     * Resolves once every change heard before the call is in the ranking, and the people of
     * `changed` as they are now (a write names whom it changed: its own notification may arrive
     * after it commits). Never rejects: if the database does not answer, it resolves without.
     */
    settled(changed?: Iterable<string>): Promise<void> {
      if (changed) for (const id of changed) if (isUuid(id)) hear(id);
      if (!model && !reading) return Promise.resolve();
      return progress.wait(heard);
    },

    /**
     * For the author of a write: resolves at once when nothing heard of `userId` waits to be
     * applied (their own rank and total are exact already), else as `settled()`. Others' changes
     * reach them within a batch, so a write does not wait for everyone's (decision 0034); nor for a
     * full read, unless one is owed after a null (then nobody's row is known to be exact).
     */
    settledFor(userId: string): Promise<void> {
      const owed = model !== null && lastAnything > model.fullThrough;
      if (!owed && !pending.has(userId) && !inFlight.has(userId)) return Promise.resolve();
      return this.settled();
    },

    async page(query: LeaderboardQuery): Promise<LeaderboardPage> {
      const { snapshot } = await current();
      const term = query.search?.toLowerCase();
      const nameOnly = !!term && !!query.nameOnly;
      const matching = term ? search(snapshot, query.role, term, nameOnly) : snapshot.byRole[query.role];
      const key = `${query.role}\n${nameOnly}\n${term ?? ''}\n${query.page}\n${query.limit}\n${query.order}`;
      const known = snapshot.pages.get(key);
      if (known) return known;
      const offset = (query.page - 1) * query.limit;
      // Ascending is the same list read from its end.
      const end = Math.min(matching.length, offset + query.limit);
      const picked =
        query.order === 'desc' ? matching.slice(offset, end) : matching.slice(Math.max(0, matching.length - end), matching.length - offset).reverse();
      const list = snapshot.byRole[query.role];
      const total = matching.length;
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      const page: LeaderboardPage = {
        leaderboard: picked.map((r) => shownAt(r, indexOf(list, r))),
        pagination: { currentPage: query.page, totalPages, totalUsers: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
      };
      if (snapshot.pages.size >= REMEMBERED_PAGES) snapshot.pages.delete(snapshot.pages.keys().next().value!);
      snapshot.pages.set(key, page);
      return page;
    },

    /** One participant's place, without a search (null when not ranked among participants). */
    async entryOf(userId: string): Promise<LeaderboardEntry | null> {
      const { placeOf, snapshot } = await current();
      const found = placeOf.get(userId);
      return found?.list === 'participant' ? shownAt(found, indexOf(snapshot.byRole.participant, found)) : null;
    },

    async summary(): Promise<LeaderboardSummary> {
      return (await current()).snapshot.summary;
    },
  };
}
export type LeaderboardModel = ReturnType<typeof createLeaderboardModel>;
