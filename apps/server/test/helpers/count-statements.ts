import type { Database } from '../../src/db/client.ts';

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}
interface SessionWithLogger {
  logger: Logger;
  options: { logger?: Logger };
}

/**
 * Runs `work` and returns the SQL statements the app sent meanwhile (through Drizzle's logger:
 * the root sessions' of `db` and `urgent`, and the one every transaction session is built from).
 * Only for tests that hold a path to a fixed number of statements; run nothing else at the same time.
 */
export async function statementsDuring(database: Database, work: () => Promise<unknown>): Promise<string[]> {
  const sessions = [...new Set([database.db, database.urgent].map((db) => (db as unknown as { session: SessionWithLogger }).session))];
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const saved = sessions.map((session) => ({ logger: session.logger, option: session.options.logger }));
  for (const session of sessions) {
    session.logger = logger;
    session.options.logger = logger;
  }
  try {
    await work();
  } finally {
    sessions.forEach((session, i) => {
      session.logger = saved[i]!.logger;
      session.options.logger = saved[i]!.option;
    });
  }
  return statements;
}
