import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error.ts';
import { assertNoNul } from './nul-characters.ts';

export interface FormFile {
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: FormFile | undefined;
}

/** A file part as it arrives: its bytes in the pieces the parser hands over, never whole. */
export interface StreamedFile {
  fileName: string;
  chunks: AsyncIterable<Buffer>;
}

/** Takes the file part while it streams in; what it returns becomes the form's `file`. */
export type FileSink<T> = (file: StreamedFile) => Promise<T>;

const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

const tooLarge = () => Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });

/**
 * The file's pieces; a file cut off by the size limit ends in the limit's error (as toBuffer does),
 * and errors of the body itself (cut off, unreadable) are remembered as the sender's.
 */
async function* piecesOf(file: Readable & { truncated?: boolean }, bodyErrors: WeakSet<object>): AsyncGenerator<Buffer> {
  try {
    for await (const piece of file) yield piece as Buffer;
  } catch (err) {
    if (err && typeof err === 'object') bodyErrors.add(err);
    throw err;
  }
  if (file.truncated) throw tooLarge();
}

/**
 * Reads a multipart form with at most one file, handing the file to `sink` as it streams in (the
 * sink's own failures, a database error say, pass through as they are). A form the parser cannot
 * read (no boundary, an empty one, a body cut off, broken part headers) is the sender's fault: a
 * 400 with `badFormMsg`, never the parser's own words. Size and count limits keep their own messages.
 */
export async function readMultipartStream<T>(
  request: FastifyRequest,
  messages: { badForm: string; oneFile: string },
  sink: FileSink<T>,
): Promise<{ fields: Record<string, string>; file: T | undefined }> {
  if (!request.isMultipart()) throw badRequest(messages.badForm);
  const fields: Record<string, string> = {};
  const bodyErrors = new WeakSet<object>();
  let file: T | undefined;
  let seen = false;
  let inSink = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (seen) throw badRequest(messages.oneFile);
        seen = true;
        inSink = true;
        try {
          file = await sink({ fileName: part.filename, chunks: piecesOf(part.file, bodyErrors) });
        } catch (err) {
          // Refused part way: the parser skips the rest instead of waiting for it to be read.
          part.file.destroy();
          throw err;
        }
        inSink = false;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (err instanceof AppError || (typeof code === 'string' && LIMIT_CODES.has(code))) throw err;
    if (inSink && !(err && typeof err === 'object' && bodyErrors.has(err))) throw err;
    request.log.info({ err }, 'unreadable multipart form');
    throw badRequest(messages.badForm);
  }
  assertNoNul(fields);
  return { fields, file };
}

async function toBuffer(file: StreamedFile): Promise<FormFile> {
  const pieces: Buffer[] = [];
  for await (const piece of file.chunks) pieces.push(piece);
  return { fileName: file.fileName, data: Buffer.concat(pieces) };
}

/** A form whose file is small enough to hold whole (an import, a submission). */
export function readMultipartForm(request: FastifyRequest, messages: { badForm: string; oneFile: string }): Promise<MultipartForm> {
  return readMultipartStream(request, messages, toBuffer);
}
