import path from 'node:path';
import { SUBMISSION_FILE_TYPES, SUBMISSION_MSG } from '@hackcamp/contract';
import { badRequest } from '../../lib/app-error.ts';
import { plainFileName } from '../../lib/plain-file-name.ts';

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const RAR = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The content must match the extension: a renamed executable is refused, not stored. */
const CONTENT_CHECKS: Record<(typeof SUBMISSION_FILE_TYPES)[number], (data: Buffer) => boolean> = {
  zip: (d) => startsWith(d, ZIP) || startsWith(d, ZIP_EMPTY),
  docx: (d) => startsWith(d, ZIP),
  rar: (d) => startsWith(d, RAR),
  pdf: (d) => startsWith(d, PDF),
  doc: (d) => startsWith(d, OLE),
  txt: isText,
  js: isText,
  html: isText,
  css: isText,
  py: isText,
  java: isText,
};

/** A display-safe file name: see plainFileName. */
export const cleanFileName = (name: string): string => plainFileName(name, 'submission');

export function checkSubmissionFile(fileName: string, data: Buffer): { fileName: string; extension: string } {
  const clean = cleanFileName(fileName);
  const extension = path.extname(clean).slice(1).toLowerCase();
  if (!(SUBMISSION_FILE_TYPES as readonly string[]).includes(extension)) throw badRequest(SUBMISSION_MSG.fileType);
  const check = CONTENT_CHECKS[extension as keyof typeof CONTENT_CHECKS];
  if (data.length === 0 || !check(data)) throw badRequest(SUBMISSION_MSG.fileContent);
  return { fileName: clean, extension };
}
