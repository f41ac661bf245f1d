import type { AppConfig } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR under an exclusive lock. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'changeFeedUrl'>>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { feedUrl: config.changeFeedUrl });
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
