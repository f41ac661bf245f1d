import { z } from 'zod';

/** A path id: a UUID, bounded before the pattern runs; a malformed one reads as "not found". */
export const uuidParam = (notFoundMsg: string) => z.string({ error: notFoundMsg }).max(36, { error: notFoundMsg, abort: true }).uuid({ error: notFoundMsg });

export const idParams = (notFoundMsg: string) => z.object({ id: uuidParam(notFoundMsg) });

export const pageQuery = (defaultLimit: number, maxLimit = 100) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  search: z.string().trim().max(100).optional(),
});
