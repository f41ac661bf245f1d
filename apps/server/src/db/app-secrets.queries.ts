import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema/index.ts';

const newSecret = () => randomBytes(48).toString('base64url');

/** Reads a named secret, creating it on first use; safe when several nodes start together. */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}

/** Gives a named secret a new random value, whatever it held (a restore's fresh signing key). */
export async function replaceSecret(db: Db, name: string): Promise<void> {
  await db
    .insert(appSecrets)
    .values({ name, value: newSecret() })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value: sql`excluded.value`, createdAt: sql`now()` } });
}
