import { SUBMISSION_FILE_MAX_BYTES, SUBMISSION_FILE_TYPES, SUBMISSION_MSG } from '@hackcamp/contract';

export const ACCEPT = SUBMISSION_FILE_TYPES.map((t) => `.${t}`).join(',');

/** The same limits the server enforces, said before the upload starts. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(SUBMISSION_FILE_TYPES as readonly string[]).includes(ext)) return SUBMISSION_MSG.fileType;
  if (file.size > SUBMISSION_FILE_MAX_BYTES) return SUBMISSION_MSG.fileTooLarge;
  return null;
}
