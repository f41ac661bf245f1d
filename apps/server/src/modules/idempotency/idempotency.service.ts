import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS, OPS_MSG } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as q from './idempotency.queries.ts';

/** How long a key answers its retries. */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/** A create sent with an `Idempotency-Key`: the caller, the key, and what was asked. */
export interface OnceRequest {
  userId: string;
  key: string;
  /** The call and its input; the same key with anything else is refused with a 422. */
  fingerprint: string;
}

/** The request as the service sees it: `call` names the route, `input` is anything JSON can hold. */
export function onceRequest(userId: string, key: string | undefined, call: string, input: unknown): OnceRequest | undefined {
  if (key === undefined) return undefined;
  const fingerprint = createHash('sha256').update(call).update('\0').update(JSON.stringify(input)).digest('base64url');
  return { userId, key, fingerprint };
}

/**
 * Runs `work` once per key (docs/decisions/0028-operations.md). Called first thing in the
 * transaction that writes: the claim, the write and the answer commit together, so a key is
 * answered exactly when its write happened, on any node; a second request with the same key,
 * at the same moment or a day later, gets the first answer. `stored` and `revive` turn the answer
 * into what is kept (JSON) and back, for an answer that holds what must not be kept as it is.
 */
export async function runOnce<T>(
  tx: Db,
  once: OnceRequest | undefined,
  work: () => Promise<T>,
  codec: { stored?: (answer: T) => unknown; revive?: (stored: unknown) => Promise<T> | T } = {},
): Promise<T> {
  if (!once) return work();
  const claimed = await q.claimKey(tx, { ...once, expiresAt: new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS) });
  if (!claimed) {
    const earlier = await q.findKey(tx, once.userId, once.key);
    if (!earlier || earlier.fingerprint !== once.fingerprint) throw new AppError(422, OPS_MSG.idempotencyKeyReused);
    return codec.revive ? codec.revive(earlier.answer) : (earlier.answer as T);
  }
  const answer = await work();
  await q.saveAnswer(tx, once.userId, once.key, codec.stored ? codec.stored(answer) : answer);
  return answer;
}

export const deleteExpiredIdempotencyKeys = (db: Db) => q.deleteExpiredKeys(db);
