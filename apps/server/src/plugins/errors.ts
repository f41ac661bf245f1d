import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFailure, FieldError } from '@hackcamp/contract';
import { MSG, SUBMISSION_MSG } from '@hackcamp/contract';

/** Thrown by services for any expected failure; the one error handler turns it into a response. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Postgres error codes that mean "the caller asked for something impossible", not a crash. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_CHECK_VIOLATION = '23514';
const PG_INVALID_TEXT = '22P02';

export const isUniqueViolation = (err: unknown) => pgCode(err) === PG_UNIQUE_VIOLATION;

function pgCode(err: unknown): string | undefined {
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

export function validationFailure(errors: FieldError[]): ApiFailure {
  return {
    success: false,
    message: errors.length === 1 && errors[0] ? errors[0].msg : MSG.validationFailed,
    errors,
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return sendError(error, request, reply);
    } catch (handlerError) {
      // Never let a bug here fall through to Fastify's default body, which carries internals.
      request.log.error({ err: handlerError, cause: error }, 'error handler failed');
      return reply.status(500).send({ success: false, message: MSG.internal });
    }
  });
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiFailure = { success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    return reply.status(error.statusCode).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const v of error.validation) {
      const field = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, msg: v.message ?? MSG.validationFailed });
    }
    return reply.status(400).send(validationFailure(errors));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn(`database unavailable: ${rootMessage(error)}`);
    return reply.status(503).send({ success: false, message: MSG.serviceUnavailable });
  }
  const code = pgCode(error);
  if (code === PG_UNIQUE_VIOLATION) return reply.status(409).send({ success: false, message: 'That already exists' });
  // Class 22 is "data exception": input the database cannot store, never a server fault.
  if (code === PG_CHECK_VIOLATION || code === PG_INVALID_TEXT || code?.startsWith('22')) {
    return reply.status(400).send({ success: false, message: MSG.validationFailed });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ success: false, message: MSG.bodyTooLarge });
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.status(413).send({ success: false, message: SUBMISSION_MSG.fileTooLarge });
  if (error.code === 'FST_FILES_LIMIT') return reply.status(400).send({ success: false, message: SUBMISSION_MSG.oneFile });
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
    return reply.status(400).send({ success: false, message: SUBMISSION_MSG.badForm });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return reply.status(400).send({ success: false, message: MSG.malformedJson });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ success: false, message: error.message || MSG.validationFailed });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ success: false, message: MSG.internal });
}

function rootMessage(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown };
  for (let depth = 0; e.cause && typeof e.cause === 'object' && depth < 5; depth++) e = e.cause as typeof e;
  return String(e.message);
}
