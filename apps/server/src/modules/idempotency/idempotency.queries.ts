import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/**
 * Claims the caller's key for this transaction; false when it was claimed already. A transaction
 * that claimed the same key and has not finished makes this one wait here, before it has written
 * or locked anything, and then see its row (or take the key, if that one rolled back).
 */
export async function claimKey(tx: Db, row: { userId: string; key: string; fingerprint: string; expiresAt: Date }): Promise<boolean> {
  const claimed = await tx.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(tx: Db, userId: string, key: string) {
  const [row] = await tx
    .select({ fingerprint: idempotencyKeys.fingerprint, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(tx: Db, userId: string, key: string, answer: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ answer: sql`${JSON.stringify(answer)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date()));
}
