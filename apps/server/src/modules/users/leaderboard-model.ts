import type { LeaderboardEntry, LeaderboardSummary } from '@hackcamp/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { activeUsersInRankOrder, type LeaderboardRole } from './users.queries.ts';

interface Ranked {
  entry: Omit<LeaderboardEntry, 'rank'>;
  /** Lower-cased name and email, what a search matches. */
  haystack: string;
}

interface Snapshot {
  version: number;
  byRole: Record<LeaderboardRole, Ranked[]>;
  rankOf: Map<string, number>;
  summary: LeaderboardSummary;
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
  let building: { version: number; promise: Promise<Snapshot> } | null = null;
  deps.feed.subscribe('hc_users', () => void version++);

  async function build(forVersion: number): Promise<Snapshot> {
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
    return { version: forVersion, byRole, rankOf, summary };
  }

  /** The model as of the latest change this node knows of. */
  async function current(): Promise<Snapshot> {
    if (snapshot && snapshot.version === version) return snapshot;
    if (building?.version === version) return building.promise;
    const forVersion = version;
    const promise = build(forVersion)
      .then((next) => {
        if (!snapshot || snapshot.version < next.version) snapshot = next;
        return next;
      })
      .catch((err: unknown) => {
        // The database is away: an older model is better than no leaderboard at all.
        if (snapshot) return snapshot;
        throw err;
      })
      .finally(() => {
        if (building?.promise === promise) building = null;
      });
    building = { version: forVersion, promise };
    return promise;
  }

  return {
    /** A change made by this node: the next read rebuilds, without waiting for the notification. */
    touch() {
      version++;
    },

    async page(query: LeaderboardQuery): Promise<{ total: number; rows: LeaderboardEntry[] }> {
      const model = await current();
      const all = model.byRole[query.role];
      const term = query.search?.toLowerCase();
      const matching = term ? all.filter((r) => r.haystack.includes(term)) : all;
      const ordered = query.order === 'desc' ? matching : [...matching].reverse();
      const offset = (query.page - 1) * query.limit;
      const rows = ordered.slice(offset, offset + query.limit).map((r) => ({ ...r.entry, rank: model.rankOf.get(r.entry._id)! }));
      return { total: matching.length, rows };
    },

    /** One participant's place, without a search. */
    async entryOf(userId: string): Promise<LeaderboardEntry | null> {
      const model = await current();
      const rank = model.rankOf.get(userId);
      if (rank === undefined) return null;
      const found = model.byRole.participant[rank - 1];
      return found?.entry._id === userId ? { ...found.entry, rank } : null;
    },

    async summary(): Promise<LeaderboardSummary> {
      return (await current()).summary;
    },
  };
}
export type LeaderboardModel = ReturnType<typeof createLeaderboardModel>;
