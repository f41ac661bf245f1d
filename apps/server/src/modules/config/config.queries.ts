import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventConfig } from '../../db/schema/index.ts';

export type EventConfigRow = typeof eventConfig.$inferSelect;

/** The single settings row, created with the spec's defaults the first time it is read. */
export async function readConfig(db: Db): Promise<EventConfigRow> {
  const [row] = await db.select().from(eventConfig).where(eq(eventConfig.id, 1));
  if (row) return row;
  await db.insert(eventConfig).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(eventConfig).where(eq(eventConfig.id, 1));
  return created!;
}

/** The row, locked until the transaction ends, so two changes apply one after the other. */
export async function lockConfig(tx: Db): Promise<EventConfigRow> {
  await readConfig(tx);
  const [row] = await tx.select().from(eventConfig).where(eq(eventConfig.id, 1)).for('update');
  return row!;
}

export async function writeConfig(db: Db, values: Partial<Omit<EventConfigRow, 'id' | 'updatedAt'>>) {
  await readConfig(db);
  const [row] = await db
    .update(eventConfig)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventConfig.id, 1))
    .returning();
  return row!;
}

/**
 * The settings row, share-locked for the rest of the transaction: a switch cannot flip until
 * this transaction ends, and one that flipped first is seen here.
 */
export async function readConfigLocked(tx: Db): Promise<EventConfigRow> {
  await readConfig(tx);
  const [row] = await tx.select().from(eventConfig).where(eq(eventConfig.id, 1)).for('share');
  return row!;
}
