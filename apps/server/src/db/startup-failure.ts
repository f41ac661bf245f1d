import { pgCode } from '../lib/database-errors.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { DatabaseTooNewError } from './database-version.ts';

interface Settings {
  databaseUrl?: string;
  dataDir: string;
  port?: number;
  /** DB_QUERY_TIMEOUT_MS: how long connecting may take (10 s without it, as the command-line tools run). */
  dbQueryTimeoutMs?: number;
}

/** The first error code in the chain: Drizzle and pg-pool wrap the socket's error; a name with several addresses fails once per address. */
function errnoCode(err: unknown): string | undefined {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    if (e instanceof AggregateError && e.errors.length) e = e.errors[0];
    else e = cause;
  }
  return undefined;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
/** The database's own words: the driver's error, not a wrapper that quotes the query. */
const databaseMessage = (err: unknown) => {
  const cause = (err as { cause?: unknown })?.cause;
  return messageOf(cause && typeof (cause as { code?: unknown }).code === 'string' ? cause : err);
};

function postgresTarget(url: string) {
  try {
    const u = new URL(url);
    return {
      host: u.hostname || 'localhost',
      port: u.port || '5432',
      database: decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || 'postgres',
      user: decodeURIComponent(u.username) || 'the default user',
    };
  } catch {
    return undefined;
  }
}

/**
 * What went wrong at start-up, as one sentence naming the setting to fix, or undefined for a
 * failure that is not the operator's to fix (a bug: the stack trace is the useful part then).
 * The password in DATABASE_URL is never repeated.
 */
export function explainStartupFailure(err: unknown, settings: Settings): string | undefined {
  if (err instanceof DataDirLockedError || err instanceof DatabaseTooNewError) return err.message;
  const code = errnoCode(err);
  const sqlState = pgCode(err);
  if (code === 'EADDRINUSE' && settings.port !== undefined)
    return `Port ${settings.port} is already in use: stop the program listening there, or set PORT to another port.`;
  if (code === 'EACCES' && settings.port !== undefined && /listen/i.test(messageOf(err)))
    return `This process may not listen on port ${settings.port}: set PORT to a port above 1023, or give it that right.`;

  if (!settings.databaseUrl) {
    const dir = settings.dataDir;
    if (code === 'EROFS') return `DATA_DIR (${dir}) is on a read-only file system: set DATA_DIR to a folder this process can write, or mount it read-write.`;
    if (code === 'EACCES' || code === 'EPERM')
      return `This process may not write in DATA_DIR (${dir}): give its user write access, or set DATA_DIR to a folder it can write.`;
    if (code === 'ENOSPC' || sqlState === '53100')
      return `The disk holding DATA_DIR (${dir}) is full: free some space, or set DATA_DIR to a folder on another disk.`;
    if (code === 'ENOTDIR' || code === 'EEXIST') return `DATA_DIR (${dir}) is not a folder: set DATA_DIR to a folder (it is created when missing).`;
    return undefined;
  }

  const target = postgresTarget(settings.databaseUrl);
  if (!target) return 'DATABASE_URL is not a valid address: write it as postgres://user:password@host:5432/database.';
  const { host, port, database, user } = target;
  const at = `${host}:${port}`;
  switch (code) {
    case 'ECONNREFUSED':
      return `Nothing accepts connections at ${at} (DATABASE_URL): start PostgreSQL there, or fix the host and port in DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host "${host}" in DATABASE_URL cannot be found: check its spelling, or this machine's DNS.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `The host ${host} in DATABASE_URL cannot be reached from this machine (no route to it): check the address in DATABASE_URL, or the network between.`;
    case 'ETIMEDOUT':
      return `PostgreSQL at ${at} (DATABASE_URL) did not answer: check the host and port in DATABASE_URL, and any firewall between.`;
    case 'ECONNRESET':
      return `PostgreSQL at ${at} (DATABASE_URL) closed the connection at once: check that this port is PostgreSQL's, and its TLS settings (sslmode in DATABASE_URL).`;
  }
  if (/timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(messageOf(err)))
    return `PostgreSQL at ${at} (DATABASE_URL) did not answer within ${seconds(settings.dbQueryTimeoutMs ?? 10_000)}: check the host and port in DATABASE_URL, and any firewall between.`;
  switch (sqlState) {
    case '3D000':
      return `The database "${database}" does not exist on ${at} (DATABASE_URL): create it (createdb ${database}), or fix the database name in DATABASE_URL.`;
    case '28000':
    case '28P01':
      return `PostgreSQL at ${at} refused the user "${user}" (DATABASE_URL): ${databaseMessage(err)}. Fix the user or password in DATABASE_URL.`;
    case '42501':
      return `The user "${user}" may not create HackCamp's tables in the database "${database}" (DATABASE_URL): make it the database's owner, or use a user that is.`;
    case '53300':
      return `PostgreSQL at ${at} has no connection left (max_connections): each node needs 11; raise max_connections or run fewer nodes.`;
    case '57P03':
      return `PostgreSQL at ${at} (DATABASE_URL) is starting up or shutting down: start HackCamp again in a moment.`;
  }
  return undefined;
}
