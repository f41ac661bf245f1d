import { z } from 'zod';

// Characters that show nothing but change how text reads: zero-width spaces and joiners, bidi
// embeddings, overrides and isolates (the "RTL override" trick that disguises a file name), BOMs.
const ALWAYS_INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u180E\u061C]/g;
// ZWNJ and ZWJ shape Indic scripts (Malayalam, Devanagari ...) and emoji sequences, so they stay
// where they join two visible characters and go everywhere else.
const STRAY_JOINER = /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

/** Removes invisible formatting characters; every pattern here is a single pass, no backtracking. */
export const stripInvisible = (text: string) => text.replace(ALWAYS_INVISIBLE, '').replace(STRAY_JOINER, '');

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
