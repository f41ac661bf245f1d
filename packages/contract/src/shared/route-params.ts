import { z } from 'zod';
import { LIMITS } from './event.ts';

/** Messages of the list calls' shared query fields. */
export const LIST_MSG = {
  pageInvalid: (max: number) => `page must be a whole number from 1 to ${max}`, // ours
  limitInvalid: 'limit must be a whole number of at least 1', // ours
  searchInvalid: `search must be at most ${LIMITS.searchMax} characters`, // ours
  idInvalid: 'Not a known id', // ours
} as const;

/** A path id: a UUID, bounded before the pattern runs; a malformed one reads as "not found". */
export const uuidParam = (notFoundMsg: string) => z.string({ error: notFoundMsg }).max(36, { error: notFoundMsg, abort: true }).uuid({ error: notFoundMsg });

export const idParams = (notFoundMsg: string) => z.object({ id: uuidParam(notFoundMsg) });

/** The page of a paged list; the bound keeps an offset from scanning millions of rows. */
export const pageNumber = (max = 100_000) => {
  const error = LIST_MSG.pageInvalid(max);
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(1);
};

/**
 * The page size of a paged list. A client asking for more than the largest page (a seed tool's
 * `limit=1000`) gets the largest page and its pagination, not a 400, and pages on from there; the
 * clamp comes before the whole-number check so a huge number is clamped too.
 */
export const pageLimit = (defaultLimit: number, max: number) =>
  z.coerce
    .number({ error: LIST_MSG.limitInvalid })
    .min(1, { error: LIST_MSG.limitInvalid })
    .overwrite((n) => Math.min(n, max))
    .int({ error: LIST_MSG.limitInvalid })
    .default(defaultLimit)
    .describe(`Page size, ${defaultLimit} by default; more than ${max} answers pages of ${max}`);

/** A list's free-text search. */
export const searchFilter = () => z.string({ error: LIST_MSG.searchInvalid }).trim().max(LIMITS.searchMax, { error: LIST_MSG.searchInvalid }).optional();

/** An optional id filter of a list. */
export const idFilter = () => uuidParam(LIST_MSG.idInvalid).optional();

export const pageQuery = (defaultLimit: number, maxLimit = 100) => ({
  page: pageNumber(),
  limit: pageLimit(defaultLimit, maxLimit),
  search: searchFilter(),
});

/**
 * A query without its blank parameters: `?role=&search=` reads as no filter at all, on every call
 * (a form that sends each filter, set or not, is the common client). The server applies it to
 * every query before the call's schema sees it.
 */
export function withoutBlankParams(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) if (!(typeof value === 'string' && value.trim() === '')) kept[key] = value;
  return kept;
}
