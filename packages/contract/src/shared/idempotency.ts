import { z } from 'zod';

export const IDEMPOTENCY_KEY_MAX = 200;
/** How long the first answer to a key is kept for its retries. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * Creates that accept an `Idempotency-Key` (announcements, tasks, teams, imports): a request whose
 * answer was lost (a 503 can follow a commit) may be sent again with the same key and gets the
 * first answer, never a second row. One key per submit; kept IDEMPOTENCY_KEY_TTL_HOURS.
 */
export const idempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .optional()
    .describe('Any unique text per submit (a UUID): a retry with the same key gets the first answer instead of creating again'),
});
