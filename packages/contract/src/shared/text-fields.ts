import { z } from 'zod';
import { isOneLine, stripInvisible, TEXT_MSG } from './plain-text.ts';

export { isOneLine, stripInvisible, TEXT_MSG };

/** The field an issue is about, as the caller wrote it ("skills.3" reads as "skills"). */
const fieldOf = (path: readonly PropertyKey[] | undefined) => {
  const key = [...(path ?? [])].reverse().find((k) => typeof k === 'string');
  return typeof key === 'string' ? key : 'This value';
};

/**
 * Refuses a one-line value holding a control character or a direction override, with a plain
 * sentence naming the field. Placed after the first length bound and before the invisible
 * characters are stripped, so an override is refused rather than quietly removed.
 */
export const oneLine = { error: (issue: { path?: PropertyKey[] }) => TEXT_MSG.notOneLine(fieldOf(issue.path)), abort: true } as const;

/**
 * A required one-line text field (a name, a title, an email): missing, non-string and blank all
 * read as "required", so a hostile body (a number, an object) gets the same clear message as an
 * empty form field. The length is checked first and stops the field's other checks, so no pattern
 * ever runs on an over-long value. Control characters and direction overrides are refused.
 */
export const requiredText = (requiredMsg: string, max: number, tooLongMsg: string) => requiredFreeText(requiredMsg, max, tooLongMsg, { oneLine: true });

/**
 * A required free text (a description, an announcement, a comment): as requiredText, but line
 * breaks and tabs are welcome.
 */
export function requiredFreeText(requiredMsg: string, max: number, tooLongMsg: string, opts: { oneLine?: boolean } = {}) {
  const bounded = z.string({ error: requiredMsg }).max(max * 2, { error: tooLongMsg, abort: true });
  return (opts.oneLine ? bounded.refine(isOneLine, oneLine) : bounded)
    .overwrite(stripInvisible)
    .trim()
    .min(1, { error: requiredMsg })
    .max(max, { error: tooLongMsg, abort: true });
}

/** Optional free text: bounded before anything else runs, invisible characters removed. */
export function optionalText(max: number, tooLongMsg?: string, opts: { oneLine?: boolean } = {}) {
  const bounded = z.string().max(max * 2, { error: tooLongMsg, abort: true });
  return (opts.oneLine ? bounded.refine(isOneLine, oneLine) : bounded).overwrite(stripInvisible).trim().max(max, { error: tooLongMsg, abort: true });
}

/** An optional one-line field (a specialization, a skill, a link's title): control characters refused. */
export const optionalLine = (max: number, tooLongMsg?: string) => optionalText(max, tooLongMsg, { oneLine: true });
