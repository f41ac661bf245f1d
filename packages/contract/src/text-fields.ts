import { z } from 'zod';
import { stripInvisible } from './plain-text.ts';

export { stripInvisible };

/**
 * A required text field: missing, non-string and blank all read as "required", so a hostile body
 * (a number, an object) gets the same clear message as an empty form field. The length is checked
 * first and stops the field's other checks, so no pattern ever runs on an over-long value.
 */
export const requiredText = (requiredMsg: string, max: number, tooLongMsg: string) =>
  z
    .string({ error: requiredMsg })
    .max(max * 2, { error: tooLongMsg, abort: true })
    .overwrite(stripInvisible)
    .trim()
    .min(1, { error: requiredMsg })
    .max(max, { error: tooLongMsg, abort: true });

/** Optional free text: bounded before anything else runs, invisible characters removed. */
export const optionalText = (max: number, tooLongMsg?: string) =>
  z
    .string()
    .max(max * 2, { error: tooLongMsg, abort: true })
    .overwrite(stripInvisible)
    .trim()
    .max(max, { error: tooLongMsg, abort: true });
