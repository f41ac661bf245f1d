import path from 'node:path';
import { PROJECT_LIMITS, PROJECT_MSG } from '@hackcamp/contract';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { plainFileName } from '../../lib/plain-file-name.ts';

type Extension = (typeof PROJECT_LIMITS.fileExtensions)[number];

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4, a zip's first local file header
/** A presentation's zip holds this entry, its name stored as is (in a local header and the directory). */
const PPTX_ENTRY = Buffer.from('ppt/presentation.xml');

/**
 * The bytes must be what the extension says: a renamed executable is refused by its first bytes,
 * and a plain zip named .pptx once the whole file has gone by without ppt/presentation.xml.
 */
const TYPES: Record<Extension, { mimeType: string; head: number[]; entry?: Buffer }> = {
  pdf: { mimeType: 'application/pdf', head: PDF },
  zip: { mimeType: 'application/zip', head: ZIP },
  pptx: { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', head: ZIP, entry: PPTX_ENTRY },
};

const isExtension = (ext: string): ext is Extension => (PROJECT_LIMITS.fileExtensions as readonly string[]).includes(ext);

/**
 * Checks a project file as its bytes stream by, so it never has to be whole in memory: the name
 * when the part starts, the first bytes before anything is written (`head`), every piece as it
 * arrives (`take`, which finds the pptx entry even across two pieces) and the total at the end.
 */
export function projectFileCheck(fileName: string) {
  const clean = plainFileName(fileName, 'project');
  const extension = path.extname(clean).slice(1).toLowerCase();
  if (!isExtension(extension)) throw badRequest(PROJECT_MSG.fileType);
  const type = TYPES[extension];
  let found = !type.entry;
  // The last bytes of the previous piece, in case the entry's name straddles two.
  let tail = Buffer.alloc(0);

  return {
    fileName: clean,
    mimeType: type.mimeType,
    /** `first` holds the file's first bytes (all of it when shorter than a chunk). */
    head(first: Buffer) {
      if (first.length === 0 || !startsWith(first, type.head)) throw badRequest(PROJECT_MSG.fileType);
    },
    take(piece: Buffer) {
      if (found || !type.entry) return;
      const entry = type.entry;
      const border = Buffer.concat([tail, piece.subarray(0, entry.length - 1)]);
      found = border.includes(entry) || piece.includes(entry);
      const keep = entry.length - 1;
      tail = piece.length >= keep ? Buffer.from(piece.subarray(piece.length - keep)) : Buffer.concat([tail, piece]).subarray(-keep);
    },
    end(size: number) {
      // The multipart limit stops the upload first; this holds for any other way bytes arrive.
      if (size > PROJECT_LIMITS.fileMaxBytes) throw new AppError(413, PROJECT_MSG.fileTooLarge);
      if (!found) throw badRequest(PROJECT_MSG.fileType);
    },
  };
}
export type ProjectFileCheck = ReturnType<typeof projectFileCheck>;

/** The same checks on bytes already in one buffer. */
export function checkProjectFile(fileName: string, data: Buffer): { fileName: string; mimeType: string } {
  const check = projectFileCheck(fileName);
  check.head(data);
  check.take(data);
  check.end(data.length);
  return { fileName: check.fileName, mimeType: check.mimeType };
}
