import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

type Purpose = 'reset' | 'invite';

/**
 * Replaces the reset link the user still holds: only the newest mailed one works. A pending
 * invitation is kept, so asking for a reset and letting it expire does not lock the person out.
 */
export async function replaceResetToken(tx: Db, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, values.userId), eq(passwordResetTokens.purpose, 'reset')));
  await tx.insert(passwordResetTokens).values({ ...values, purpose: 'reset' });
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
