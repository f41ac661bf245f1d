import { describe, expect, it, vi } from 'vitest';
import { compressOffThread } from '../src/lib/answer-encoding.ts';
import { HASHES_AT_ONCE, hashPassword, hashesRunning } from '../src/lib/passwords.ts';

describe("libuv's thread pool, shared by password hashes and answers' compression", () => {
  it('keeps a thread free for compressing while a crowd signs in', async () => {
    const crowd = HASHES_AT_ONCE * 4;
    const hashed: number[] = [];
    const hashes = Array.from({ length: crowd }, (_, i) => hashPassword(`password-${i}`).then(() => hashed.push(performance.now())));
    // Every hash that may run is running before the compression is asked for.
    await vi.waitFor(() => expect(hashesRunning()).toBeGreaterThanOrEqual(HASHES_AT_ONCE));
    const page = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ name: `Participant ${i}`, email: `participant${i}@example.com` })));
    await compressOffThread('br', page);
    const compressedAt = performance.now();
    await Promise.all(hashes);
    // Behind a queue of hashes it would finish after most of them; with a free thread, before the first few.
    expect(hashed.filter((at) => at < compressedAt).length).toBeLessThan(HASHES_AT_ONCE);
  });
});
