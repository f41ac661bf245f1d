import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
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

/** What the leaderboard holds of a person. */
export type LeaderboardRow = Omit<Awaited<ReturnType<typeof leaderboardRowsOf>>[number], 'isActive'>;

/**
 * Every active user in rank order (score, then who registered first, then id), with what the
 * leaderboard shows: the source of the in-memory leaderboard, read in one statement. Written by
 * hand and mapped by the driver: Drizzle's mapping of 10,000 rows field by field was most of the
 * stall the read made at the event's busiest moment (the model reads it again every minute).
 * `createdMicros` as a double: exact below 2^53, and a number on both drivers (a bigint is a
 * string on node-postgres).
 */
export async function activeUsersInRankOrder(db: Db): Promise<LeaderboardRow[]> {
  return rawRows<LeaderboardRow>(
    db,
    sql`select ${users.id} as "id", ${users.name} as "name", ${users.email} as "email", ${users.collegeName} as "collegeName",
          ${users.totalScore} as "totalScore", ${users.description} as "description", ${users.skills} as "skills",
          ${users.profilePicture} as "profilePicture", ${users.role} as "role", ${users.participantType} as "participantType",
          (${createdMicros})::float8 as "createdMicros"
        from ${users}
        where ${users.isActive}
        order by ${users.totalScore} desc, ${users.createdAt}, ${users.id}`,
  );
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
