import type { LeaderboardEntry, LeaderboardSummary } from '@hackcamp/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { activeUsersInRankOrder, type LeaderboardRole } from './users.queries.ts';

interface Ranked {
  /** Built once per model with its global rank: a page is the entries themselves, no copies. */
  entry: LeaderboardEntry;
  /** Lower-cased name and email, what a search matches. */
  haystack: string;
}

interface Snapshot {
  version: number;
  /** The feed's epoch when the build started: a snapshot of an earlier one may have missed changes. */
  epoch: number;
  /** When its build started, for the age limit. */
  startedAt: number;
  byRole: Record<LeaderboardRole, Ranked[]>;
  rankOf: Map<string, number>;
  summary: LeaderboardSummary;
  /** Matches of the searches made on this snapshot, by role and lower-cased term. */
  searches: Map<string, Ranked[]>;
  /** Pages answered from this snapshot: the same page is the same object, answered as already written. */
  pages: Map<string, LeaderboardPage>;
}

/** Searches and pages remembered per snapshot: the terms people type, and every prefix on the way. */
const REMEMBERED_SEARCHES = 2_000;
const REMEMBERED_PAGES = 1_000;

/**
 * A backstop: the model is rebuilt at least this often even if no change was announced. While the
 * change feed is down, it is read from the database at most once a second instead (one ordered
 * query shared by every reader of that second), so a crowd cannot turn into a query per request.
 */
const MAX_AGE_MS = 60_000;
const MAX_AGE_WHILE_FEED_DOWN_MS = 1_000;

/** A page as the leaderboard call answers it. */
export interface LeaderboardPage {
  leaderboard: LeaderboardEntry[];
  pagination: Record<'currentPage' | 'totalPages' | 'totalUsers', number> & Record<'hasNextPage' | 'hasPrevPage', boolean>;
}

export interface LeaderboardQuery {
  role: LeaderboardRole;
  search?: string;
  page: number;
  limit: number;
  order: 'desc' | 'asc';
}

/**
 * The ranked leaderboard held in memory: a page, a search or one person's rank is an array read,
 * whatever the number of participants. Any change to a user row on any node (a grade, a present
 * day, a new name, a deactivation) is announced by the database; the next read after it
 * rebuilds the model with one ordered query, shared by every reader waiting at that moment.
 * Writes made by this node count at once (`touch`), so whoever just graded sees the new ranks.
 */
export function createLeaderboardModel(deps: { db: Db; feed: ChangeFeed }) {
  let version = 0;
  let snapshot: Snapshot | null = null;
  let building: { version: number; epoch: number; startedAt: number; promise: Promise<Snapshot> } | null = null;
  let queued: Promise<Snapshot> | null = null;
  deps.feed.subscribe('hc_users', () => void version++);

  async function build(forVersion: number): Promise<Snapshot> {
    const epoch = deps.feed.epoch;
    const startedAt = Date.now();
    const rows = await activeUsersInRankOrder(deps.db);
    const byRole: Snapshot['byRole'] = { participant: [], mentor: [], superadmin: [] };
    const rankOf = new Map<string, number>();
    let everyone = 0;
    let scoreSum = 0;
    let highest = 0;
    let participants = 0;
    for (const r of rows) {
      everyone++;
      scoreSum += r.totalScore;
      highest = Math.max(highest, r.totalScore);
      if (r.role === 'participant') participants++;
      // Only bootcamp participants are ranked (hackathon-only people have no leaderboard).
      const role: LeaderboardRole | null =
        r.role === 'participant' ? (r.participantType === 'bootcamp' ? 'participant' : null) : r.role === 'judge' ? null : r.role;
      if (!role) continue;
      const list = byRole[role];
      list.push({
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
          rank: list.length + 1,
        },
        haystack: `${r.name.toLowerCase()}\n${r.email.toLowerCase()}`,
      });
      rankOf.set(r.id, list.length);
    }
    const summary: LeaderboardSummary = {
      totalParticipants: participants,
      rankedParticipants: byRole.participant.length,
      totalMentors: byRole.mentor.length,
      averageScore: everyone ? Math.round(scoreSum / everyone) : 0,
      highestScore: highest,
    };
    return { version: forVersion, epoch, startedAt, byRole, rankOf, summary, searches: new Map(), pages: new Map() };
  }

  /** Whether a snapshot (or one being built) still answers: no change since, same epoch, young enough. */
  function holds(s: { version: number; epoch: number; startedAt: number }): boolean {
    const maxAge = deps.feed.alive ? MAX_AGE_MS : MAX_AGE_WHILE_FEED_DOWN_MS;
    return s.version === version && s.epoch === deps.feed.epoch && Date.now() - s.startedAt < maxAge;
  }

  /** The model as of the latest change this node knows of. */
  async function current(): Promise<Snapshot> {
    if (snapshot && holds(snapshot)) return snapshot;
    if (building && holds(building)) return building.promise;
    // One build at a time. Under a stream of grades every build is outdated before it ends; a
    // build per reader then filled the pool with the same big query and starved everything else.
    // Readers who came after the running build began wait for the one next build, shared.
    if (building) {
      const running = building.promise;
      return (queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return current();
        }));
    }
    const forVersion = version;
    const promise = build(forVersion)
      .then((next) => {
        if (!snapshot || snapshot.startedAt <= next.startedAt) snapshot = next;
        return next;
      })
      .finally(() => {
        if (building?.promise === promise) building = null;
      });
    building = { version: forVersion, epoch: deps.feed.epoch, startedAt: Date.now(), promise };
    return promise;
  }

  /**
   * Who matches a term, remembered until the next change of the model. A term containing one
   * searched before (typing "ana" after "an") only looks through that one's matches: everyone
   * matching "ana" also matches "an".
   */
  function search(model: Snapshot, role: LeaderboardRole, term: string): Ranked[] {
    const key = `${role}\n${term}`;
    const known = model.searches.get(key);
    if (known) return known;
    let pool = model.byRole[role];
    for (let len = term.length - 1; len > 0; len--) {
      const narrower = model.searches.get(`${role}\n${term.slice(0, len)}`);
      if (narrower) {
        pool = narrower;
        break;
      }
    }
    const found = pool.filter((r) => r.haystack.includes(term));
    if (model.searches.size >= REMEMBERED_SEARCHES) model.searches.delete(model.searches.keys().next().value!);
    model.searches.set(key, found);
    return found;
  }

  return {
    /** A change made by this node: the next read rebuilds, without waiting for the notification. */
    touch() {
      version++;
    },

    async page(query: LeaderboardQuery): Promise<LeaderboardPage> {
      const model = await current();
      const term = query.search?.toLowerCase();
      const matching = term ? search(model, query.role, term) : model.byRole[query.role];
      const key = `${query.role}\n${term ?? ''}\n${query.page}\n${query.limit}\n${query.order}`;
      const known = model.pages.get(key);
      if (known) return known;
      const offset = (query.page - 1) * query.limit;
      // Ascending is the same list read from its end.
      const end = Math.min(matching.length, offset + query.limit);
      const picked =
        query.order === 'desc' ? matching.slice(offset, end) : matching.slice(Math.max(0, matching.length - end), matching.length - offset).reverse();
      const total = matching.length;
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      const page: LeaderboardPage = {
        leaderboard: picked.map((r) => r.entry),
        pagination: { currentPage: query.page, totalPages, totalUsers: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
      };
      if (model.pages.size >= REMEMBERED_PAGES) model.pages.delete(model.pages.keys().next().value!);
      model.pages.set(key, page);
      return page;
    },

    /** One participant's place, without a search. */
    async entryOf(userId: string): Promise<LeaderboardEntry | null> {
      const model = await current();
      const rank = model.rankOf.get(userId);
      if (rank === undefined) return null;
      const found = model.byRole.participant[rank - 1];
      return found?.entry._id === userId ? found.entry : null;
    },

    async summary(): Promise<LeaderboardSummary> {
      return (await current()).summary;
    },
  };
}
export type LeaderboardModel = ReturnType<typeof createLeaderboardModel>;
