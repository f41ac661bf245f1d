import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a hand-written query, the same on both drivers (each answers `{ rows }`). */
export async function rawRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
