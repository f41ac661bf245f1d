import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runAsOne } from '../../db/run-as-one.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

type Purpose = 'reset' | 'invite';

/**
 * Replaces the reset link the user still holds: only the newest mailed one works. A pending
 * invitation is kept, so asking for a reset and letting it expire does not lock the person out.
 */
export async function replaceResetToken(tx: Db, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, values.userId), eq(passwordResetTokens.purpose, 'reset')));
  await tx.insert(passwordResetTokens).values({ ...values, purpose: 'reset' });
}

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

/** The user a still-usable link of this purpose belongs to, without using it up. */
export async function findUsableToken(db: Db, tokenHash: string, purpose: Purpose = 'reset'): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Uses the link up: one statement that checks it is unused and unexpired and marks it used, so of
 * two simultaneous resets with one link exactly one gets the user id back.
 */
export async function useToken(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Every link of the user (a password set another way makes mailed links pointless). */
export async function deleteUserTokens(tx: Db, userId: string) {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function deleteStaleTokens(db: Db) {
  await db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} is not null`));
}
