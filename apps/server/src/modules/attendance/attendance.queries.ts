import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance } from '../../db/schema/index.ts';

export async function listForUser(db: Db, userId: string) {
  return db.select().from(attendance).where(eq(attendance.userId, userId)).orderBy(asc(attendance.date));
}
