import { and, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** For ILIKE searches: `%`, `_` and `\` typed by a user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The staff screens' one search rule: every word typed (at most 8 distinct ones) is in one of the
 * columns, in any order, ignoring case. Undefined for a blank search.
 */
export function everyWordIn(search: string | undefined, columns: readonly AnyColumn[]): SQL | undefined {
  const words = [...new Set((search ?? '').split(/\s+/).filter(Boolean))].slice(0, 8);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, likePattern(word))))));
}
