import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.ts';
import { rawRows } from './raw-rows.ts';

export class DatabaseTooNewError extends Error {}

/**
 * Refuses a database that a newer HackCamp has migrated: Drizzle's migrator only applies what is
 * newer than the last migration it finds, so it would start without a word, and this build's
 * queries would fail on the columns it does not know (an older build answered 500 on every
 * sign-in). Checked before migrating, so a refused database is left exactly as it was.
 */
export async function refuseNewerDatabase(db: Db, migrationsFolder: string, where: string): Promise<void> {
  const [table] = await rawRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (!table?.exists) return;
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.hash));
  const applied = await rawRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations`);
  const unknown = applied.filter((m) => !known.has(m.hash)).length;
  if (unknown) {
    throw new DatabaseTooNewError(
      `The database in ${where} was updated by a newer HackCamp (${unknown} change${unknown === 1 ? '' : 's'} this version does not know), ` +
        'so this older version will not run on it: start the newer HackCamp again, or point this one at another database.',
    );
  }
}
