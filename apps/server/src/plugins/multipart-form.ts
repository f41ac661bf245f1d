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

const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart form with at most one file. A form the parser cannot read (no boundary, an
 * empty one, a body cut off, broken part headers) is the sender's fault: a 400 with `badFormMsg`,
 * never the parser's own words. Size and count limits keep their own messages.
 */
export async function readMultipartForm(request: FastifyRequest, messages: { badForm: string; oneFile: string }): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(messages.badForm);
  const fields: Record<string, string> = {};
  let file: FormFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw badRequest(messages.oneFile);
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (err instanceof AppError || (typeof code === 'string' && LIMIT_CODES.has(code))) throw err;
    request.log.info({ err }, 'unreadable multipart form');
    throw badRequest(messages.badForm);
  }
  assertNoNul(fields);
  return { fields, file };
}
