import { PROJECT_LIMITS, PROJECT_MSG } from '@hackcamp/contract';

export const PROJECT_FILE_ACCEPT = PROJECT_LIMITS.fileExtensions.map((t) => `.${t}`).join(',');

/** The server's limits, said before the upload starts (it still reads the bytes itself). */
export function projectFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(PROJECT_LIMITS.fileExtensions as readonly string[]).includes(ext)) return PROJECT_MSG.fileType;
  if (file.size > PROJECT_LIMITS.fileMaxBytes) return PROJECT_MSG.fileTooLarge;
  return null;
}
