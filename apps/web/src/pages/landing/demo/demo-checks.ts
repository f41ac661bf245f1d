import { SUBMISSION_FILE_TYPES, SUBMISSION_MSG } from '@hackcamp/contract';

/** The demo's messages: the spec fixes the first; the type message is the real upload's. */
export const DEMO_MSG = {
  noFile: 'Please upload a file before submitting.',
  fileType: SUBMISSION_MSG.fileType,
  uploaded: 'Demo only: nothing was uploaded.',
  gradeMissing: 'Please provide both score and feedback',
  gradeRange: 'Score must be a number from 0 to 100',
  graded: 'Demo only: nothing was saved.',
} as const;

/** Same list as the real task upload, so the demo never promises a type the product refuses. */
export const DEMO_FILE_TYPES: readonly string[] = SUBMISSION_FILE_TYPES;
export const DEMO_ACCEPT = DEMO_FILE_TYPES.map((t) => `.${t}`).join(',');

/** The extension after the last dot, lower-cased; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why the chosen file cannot be "submitted", or null when it can. The accept attribute is only a
 * hint to the picker (drag and drop and "All files" bypass it), hence the check by name.
 */
export function demoUploadProblem(fileName: string | null | undefined): string | null {
  if (!fileName) return DEMO_MSG.noFile;
  return DEMO_FILE_TYPES.includes(fileExtension(fileName)) ? null : DEMO_MSG.fileType;
}

/** The mentor demo's grade rules: both fields required, a whole-or-decimal score from 0 to max. */
export function demoGradeProblem(score: string, feedback: string, maxScore = 100): string | null {
  if (score.trim() === '' || feedback.trim() === '') return DEMO_MSG.gradeMissing;
  const value = Number(score);
  if (!Number.isFinite(value) || value < 0 || value > maxScore) return DEMO_MSG.gradeRange;
  return null;
}
