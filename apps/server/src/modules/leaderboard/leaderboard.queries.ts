import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inUuids } from '../../db/uuid-list.ts';
import { users } from '../../db/schema/index.ts';

export type LeaderboardRole = 'participant' | 'mentor' | 'superadmin';

const leaderboardColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  collegeName: users.collegeName,
  totalScore: users.totalScore,
  description: users.description,
  skills: users.skills,
  profilePicture: users.profilePicture,
  role: users.role,
};

/**
 * When the account was created, in epoch microseconds: PostgreSQL keeps microseconds and a JS Date
 * only milliseconds, and the in-memory leaderboard must break ties exactly as the ORDER BY does.
 * A number is exact for these (about 1.7e15, below 2^53).
 */
const createdMicros = sql<number>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint`.mapWith(Number);

/**
 * Every active user in rank order (score, then who registered first, then id), with what the
 * leaderboard shows: the source of the in-memory leaderboard, read in one statement.
 */
export async function activeUsersInRankOrder(db: Db) {
  return db
    .select({ ...leaderboardColumns, participantType: users.participantType, createdMicros })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(desc(users.totalScore), asc(users.createdAt), asc(users.id));
}

/**
 * The same columns for a few users by id, active or not (a missing id was deleted): what the
 * leaderboard re-reads of the people a change named, to move them in place.
 */
export async function leaderboardRowsOf(db: Db, ids: readonly string[]) {
  return db
    .select({ ...leaderboardColumns, participantType: users.participantType, createdMicros, isActive: users.isActive })
    .from(users)
    .where(inUuids(users.id, ids));
}
