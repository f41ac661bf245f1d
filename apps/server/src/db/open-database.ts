import type { AppConfig } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR under an exclusive lock.
 * `queryTimeoutMs` (DB_QUERY_TIMEOUT_MS, the server's) bounds every wait on PostgreSQL; the
 * command-line tools leave it unset, as a restore's statements may take long. PGlite runs in this
 * process with no network between, so it has no such wait.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'changeFeedUrl'>>,
  options: { queryTimeoutMs?: number } = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { feedUrl: config.changeFeedUrl, queryTimeoutMs: options.queryTimeoutMs });
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
