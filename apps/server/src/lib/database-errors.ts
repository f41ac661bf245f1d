/** Postgres error codes that mean "the caller asked for something impossible", not a crash. */
export const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_INVALID_TEXT = '22P02';

export const isUniqueViolation = (err: unknown) => pgCode(err) === PG_UNIQUE_VIOLATION;
/** The row a new row points at was deleted meanwhile. */
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === PG_FOREIGN_KEY_VIOLATION;

/** The SQLSTATE of a database error, wherever the driver or Drizzle put it. */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

// SQLSTATE class 08 (connection exception), and the server shutting down or not yet accepting
// connections (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
const PG_SERVER_GONE = /^(08[0-9A-Z]{3}|57P0[123])$/;
const NETWORK_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres and pg-pool report a lost or unobtainable connection with these texts, without a code.
const DRIVER_GONE = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/**
 * True when the database could not be reached or dropped the connection: the request may work
 * a moment later. Drizzle wraps the driver's error in `cause`, so the whole chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (PG_SERVER_GONE.test(code) || NETWORK_GONE.has(code))) return true;
    if (typeof message === 'string' && DRIVER_GONE.some((re) => re.test(message))) return true;
    // Connecting to a name with several addresses fails with one error per address.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
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
