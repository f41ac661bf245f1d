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
