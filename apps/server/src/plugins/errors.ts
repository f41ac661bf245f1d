import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFailure, FieldError } from '@hackcamp/contract';
import { MSG, SUBMISSION_MSG, OPS_MSG } from '@hackcamp/contract';
import { AppError } from '../lib/app-error.ts';
import { PG_CHECK_VIOLATION, PG_INVALID_TEXT, PG_UNIQUE_VIOLATION, isDatabaseUnavailable, isStorageFull, pgCode, rootMessage } from '../lib/database-errors.ts';
import type { StorageState } from '../lib/storage-state.ts';

export function validationFailure(errors: FieldError[]): ApiFailure {
  return {
    success: false,
    message: errors.length === 1 && errors[0] ? errors[0].msg : MSG.validationFailed,
    errors,
  };
}

/**
 * Errors of the framework and its plugins, in plain words. Their own messages name internal codes
 * or echo the caller's URL, so none of them is ever passed on as it is.
 */
const FRAMEWORK_ERRORS: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, MSG.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, MSG.urlTooLong],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.unsupportedMediaType],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.bodyTooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.badRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.malformedJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.malformedJson],
  FST_ERR_NOT_FOUND: [404, MSG.noSuchCall],
  FST_REQ_FILE_TOO_LARGE: [413, SUBMISSION_MSG.fileTooLarge],
  FST_FILES_LIMIT: [400, SUBMISSION_MSG.oneFile],
  FST_PARTS_LIMIT: [400, SUBMISSION_MSG.badForm],
  FST_FIELDS_LIMIT: [400, SUBMISSION_MSG.badForm],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, SUBMISSION_MSG.badForm],
  FST_PROTO_VIOLATION: [400, MSG.badUpload],
  FST_INVALID_JSON_FIELD_ERROR: [400, MSG.badUpload],
  FST_NO_FORM_DATA: [400, MSG.badUpload],
};

/** For client errors of a kind not listed above: a sentence per status, never the framework's text. */
const STATUS_MESSAGES: Record<number, string> = {
  400: MSG.badRequest,
  404: MSG.noSuchCall,
  405: MSG.methodNotAllowed,
  408: MSG.requestTimeout,
  413: MSG.bodyTooLarge,
  414: MSG.urlTooLong,
  415: MSG.unsupportedMediaType,
  431: MSG.headersTooLarge,
};

const failure = (message: string, errors?: FieldError[]): ApiFailure => (errors ? { success: false, message, errors } : { success: false, message });

/** The error handler, plus the two paths Fastify answers without it (bad URLs, broken HTTP). */
export const errorHandlingOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [400, MSG.badRequest];
    return reply.status(status).send(failure(message));
  },
  clientErrorHandler(error: NodeJS.ErrnoException & { code?: string }, socket: Socket) {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(failure(STATUS_MESSAGES[status] ?? MSG.badRequest));
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  },
};

export function registerErrorHandler(app: FastifyInstance, storage?: StorageState) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      if (isStorageFull(error)) {
        storage?.reportFull();
        request.log.error(`the disk is full: ${rootMessage(error)}`);
        return reply.status(503).send(failure(OPS_MSG.storageFull));
      }
      return sendError(error, request, reply);
    } catch (handlerError) {
      // Never let a bug here fall through to Fastify's default body, which carries internals.
      request.log.error({ err: handlerError, cause: error }, 'error handler failed');
      return reply.status(500).send(failure(MSG.internal));
    }
  });
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return reply.status(error.statusCode).send(failure(error.message, error.errors));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const v of error.validation) {
      const field = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      if (seen.has(field)) continue;
      seen.add(field);
      // A body that is not an object at all gets a sentence, not zod's "expected object, received
      // string". An object body failing a rule about the whole of it ("Nothing to update") keeps its message.
      const notObject = field === '' && error.validationContext === 'body' && !isPlainObject(request.body);
      errors.push({ field, msg: notObject ? MSG.bodyNotObject : (v.message ?? MSG.validationFailed) });
    }
    return reply.status(400).send(validationFailure(errors));
  }
  // Not logged here: the pool says once that the database stopped answering and once that it is
  // back (db/answering-log.ts), rather than a line per request for as long as it lasts.
  if (isDatabaseUnavailable(error)) return reply.status(503).send(failure(OPS_MSG.databaseNotAnswering));
  const code = pgCode(error);
  if (code === PG_UNIQUE_VIOLATION) return reply.status(409).send(failure('That already exists'));
  // Class 22 is "data exception": input the database cannot store, never a server fault.
  if (code === PG_CHECK_VIOLATION || code === PG_INVALID_TEXT || code?.startsWith('22')) return reply.status(400).send(failure(MSG.validationFailed));
  const known = typeof error.code === 'string' ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return reply.status(known[0]).send(failure(known[1]));
  if (error instanceof SyntaxError) return reply.status(400).send(failure(MSG.malformedJson));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.status(status).send(failure(STATUS_MESSAGES[status] ?? MSG.badRequest));
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(failure(MSG.internal));
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
