import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

const CHUNK = 1_000;

export interface LiveSession {
  expiresAt: number;
  role: Role;
}

/** Of these sessions, the ones still valid (not revoked, not expired, their user active), with when they expire and their user's role now. */
export async function liveSessions(db: Db, ids: readonly string[]): Promise<Map<string, LiveSession>> {
  const live = new Map<string, LiveSession>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: sessions.id, expiresAt: sessions.expiresAt, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, ids.slice(i, i + CHUNK)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)));
    for (const row of rows) live.set(row.id, { expiresAt: row.expiresAt.getTime(), role: row.role });
  }
  return live;
}
