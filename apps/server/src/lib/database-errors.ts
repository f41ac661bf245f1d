/** Postgres error codes that mean "the caller asked for something impossible", not a crash. */
export const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_INVALID_TEXT = '22P02';

export const isUniqueViolation = (err: unknown) => pgCode(err) === PG_UNIQUE_VIOLATION;
/** A unique key of `table` was already taken (its constraints are named after the table, as Drizzle and PostgreSQL name them). */
export const isUniqueViolationOn = (err: unknown, table: string) => isUniqueViolation(err) && pgConstraint(err)?.startsWith(`${table}_`) === true;
/** The row a new row points at was deleted meanwhile. */
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === PG_FOREIGN_KEY_VIOLATION;

/** The constraint a database error names, wherever the driver or Drizzle put it. */
function pgConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  if (typeof e?.constraint === 'string') return e.constraint;
  if (typeof e?.cause?.constraint === 'string') return e.cause.constraint;
  return undefined;
}

/** The SQLSTATE of a database error, wherever the driver or Drizzle put it. */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

// SQLSTATE class 08 (connection exception), the server shutting down or not yet accepting
// connections (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), and a
// statement cancelled by our own statement_timeout (57014): the database did not answer in time.
const PG_SERVER_GONE = /^(08[0-9A-Z]{3}|57P0[123]|57014)$/;
const PG_STATEMENT_TIMEOUT = '57014';
const NETWORK_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres and pg-pool report a lost or unobtainable connection with these texts, without a code.
const DRIVER_GONE = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/**
 * A query got no answer within DB_QUERY_TIMEOUT_MS: the client gave up on it and destroyed its
 * connection, since an answer arriving later would be read as the answer to the next query.
 */
export class DatabaseNotAnsweringError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`query timed out after ${timeoutMs} ms`);
    this.name = 'DatabaseNotAnsweringError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * True when the database could not be reached or dropped the connection: the request may work
 * a moment later. Drizzle wraps the driver's error in `cause`, so the whole chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (e instanceof DatabaseNotAnsweringError) return true;
    if (typeof code === 'string' && (PG_SERVER_GONE.test(code) || NETWORK_GONE.has(code))) return true;
    if (typeof message === 'string' && DRIVER_GONE.some((re) => re.test(message))) return true;
    // Connecting to a name with several addresses fails with one error per address.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
}

/**
 * What happened, in words for the log, for an error `isDatabaseUnavailable` accepts. The driver's
 * own texts mislead: pg-pool says "timeout exceeded when trying to connect" when every connection
 * was busy waiting on a silent server, not only when connecting failed.
 */
export function describeDatabaseFailure(err: unknown, context: { timeoutMs: number; poolFull?: boolean }): string {
  const { timeoutMs } = context;
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (e instanceof DatabaseNotAnsweringError) return e.message;
    if (code === PG_STATEMENT_TIMEOUT) return `a statement was cancelled by statement_timeout: ${String(message)}`;
    if (typeof message === 'string') {
      if (/^timeout exceeded when trying to connect$/.test(message))
        return context.poolFull
          ? `no connection came free within ${timeoutMs} ms: every one was waiting on the database`
          : `a new connection got no answer within ${timeoutMs} ms`;
      if (/^Connection terminated due to connection timeout$/.test(message)) return `a new connection got no answer within ${timeoutMs} ms`;
    }
    if (!cause || typeof cause !== 'object') break;
    e = cause;
  }
  return rootMessage(err);
}

/** The innermost error's message: Drizzle and pg-pool wrap the driver's own words. */
export function rootMessage(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown };
  for (let depth = 0; e.cause && typeof e.cause === 'object' && depth < 5; depth++) e = e.cause as typeof e;
  if (e instanceof AggregateError && e.errors.length) e = e.errors[0] as typeof e;
  return String(e.message);
}

/**
 * True when a write failed for lack of disk space: PostgreSQL's and PGlite's disk_full (53100,
 * "could not extend file ... No space left on device"), the file system's own ENOSPC and EDQUOT, and
 * a PostgreSQL connection that could not start because its database's disk is full.
 * Nothing was stored; it will fail again until someone frees space, so it is not "briefly unavailable".
 */
export function isStorageFull(err: unknown): boolean {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
    // A new PostgreSQL connection writes its catalog cache file into the database's folder first.
    if (typeof message === 'string' && /^could not write init file/.test(message)) return true;
    e = cause;
  }
  return false;
}
