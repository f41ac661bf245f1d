import path from 'node:path';
import { PROJECT_LIMITS, PROJECT_MSG } from '@hackcamp/contract';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { plainFileName } from '../../lib/plain-file-name.ts';

type Extension = (typeof PROJECT_LIMITS.fileExtensions)[number];

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4, a zip's first local file header

/**
 * The bytes must be what the extension says: a renamed executable is refused, and so is a plain
 * zip named .pptx (a presentation's zip holds ppt/presentation.xml, whose name is stored as is).
 */
const TYPES: Record<Extension, { mimeType: string; matches: (data: Buffer) => boolean }> = {
  pdf: { mimeType: 'application/pdf', matches: (d) => startsWith(d, PDF) },
  zip: { mimeType: 'application/zip', matches: (d) => startsWith(d, ZIP) },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: (d) => startsWith(d, ZIP) && d.includes('ppt/presentation.xml'),
  },
};

const isExtension = (ext: string): ext is Extension => (PROJECT_LIMITS.fileExtensions as readonly string[]).includes(ext);

export function checkProjectFile(fileName: string, data: Buffer): { fileName: string; mimeType: string } {
  // The multipart limit stops the upload first; this holds for any other way a buffer arrives.
  if (data.length > PROJECT_LIMITS.fileMaxBytes) throw new AppError(413, PROJECT_MSG.fileTooLarge);
  const clean = plainFileName(fileName, 'project');
  const extension = path.extname(clean).slice(1).toLowerCase();
  if (!isExtension(extension)) throw badRequest(PROJECT_MSG.fileType);
  const type = TYPES[extension];
  if (data.length === 0 || !type.matches(data)) throw badRequest(PROJECT_MSG.fileType);
  return { fileName: clean, mimeType: type.mimeType };
}
