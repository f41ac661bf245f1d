import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runAsOne } from '../../db/run-as-one.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

/** Rows per statement: four parameters a row stays far below PostgreSQL's 65,535. */
const INVITE_BATCH = 1_000;

/**
 * New invitation links for these people, each replacing the one they held, and their
 * `invited_at` set: one statement per thousand people.
 */
export async function replaceInviteTokens(tx: Db, rows: { userId: string; tokenHash: string; expiresAt: Date }[]) {
  for (let i = 0; i < rows.length; i += INVITE_BATCH) {
    const batch = rows.slice(i, i + INVITE_BATCH);
    const ids = batch.map((r) => r.userId);
    // The delete and the insert touch different rows (new hashes), so they can share a statement.
    await runAsOne(tx, [
      tx.delete(passwordResetTokens).where(and(inArray(passwordResetTokens.userId, ids), eq(passwordResetTokens.purpose, 'invite'))),
      tx.insert(passwordResetTokens).values(batch.map((r) => ({ ...r, purpose: 'invite' as const }))),
      tx
        .update(users)
        .set({ invitedAt: sql`now()` })
        .where(inArray(users.id, ids)),
    ]);
  }
}
