import { randomInt } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// argon2id (the library's default algorithm) with OWASP's recommended minimum cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool (four threads unless UV_THREADPOOL_SIZE says otherwise), and
 * so does the compression of answers held in memory (cache/memo-answer.ts). A crowd signing in at
 * once would fill all four with hashes of some 30 ms each, and every first read's compression
 * would wait behind the whole queue of them. All threads but one may hash at once: one is always
 * free for the rest, and the sign-ins wait here instead, in the same order.
 */
export const HASHES_AT_ONCE = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);
const hashing = pLimit(HASHES_AT_ONCE);
const hash: typeof argon2Hash = (...args) => hashing(() => argon2Hash(...args));
const verify: typeof argon2Verify = (...args) => hashing(() => argon2Verify(...args));
/** Hashes running on the pool now. */
export const hashesRunning = () => hashing.activeCount;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

/**
 * Accounts an import creates get a generated password each, shown once to the superadmin and
 * changed by its owner at first sign-in. It is random (16 characters from 55 that cannot be
 * misread: about 92 bits), so a slow hash adds nothing against guessing it; a cheap argon2id
 * setting lets 5,000 accounts be hashed in about a second instead of minutes. The owner's own
 * password later gets the full cost above. See docs/decisions/0015-imports-and-backups.md.
 */
const TEMPORARY_OPTIONS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateTemporaryPassword(): string {
  let out = '';
  for (let i = 0; i < 16; i++) out += (i > 0 && i % 4 === 0 ? '-' : '') + TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return out;
}

export const hashTemporaryPassword = (plain: string) => hash(plain, TEMPORARY_OPTIONS);

/**
 * Hashes many passwords a few at a time: argon2 runs on libuv's small thread pool, and queueing
 * thousands at once would make every sign-in wait behind them.
 */
export async function hashTemporaryPasswords(plains: string[], concurrency = 2): Promise<string[]> {
  const out = new Array<string>(plains.length);
  let next = 0;
  const worker = async () => {
    while (next < plains.length) {
      const i = next++;
      out[i] = await hashTemporaryPassword(plains[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, plains.length) }, worker));
  return out;
}
