import { CHECK_IN } from '@hackcamp/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The codes a window shows (decision 0030): derived, never stored. Slot n is the n-th 20 s since
 * the epoch; its code is HMAC-SHA256(window secret, n) written in 6 characters of the alphabet.
 * Any node computes the same code from the same row, and nothing is written while codes rotate.
 */
const SLOT_MS = CHECK_IN.rotateEverySeconds * 1000;
/** Slots a code stays valid: its own and the next one (40 s). */
const ACCEPTED_SLOTS = CHECK_IN.acceptForSeconds / CHECK_IN.rotateEverySeconds;
const BASE = CHECK_IN.alphabet.length;
const SPACE = BASE ** CHECK_IN.codeLength;

export const slotAt = (at: Date | number): number => Math.floor(Number(at) / SLOT_MS);
/** When the code of `slot` is replaced on screen. */
export const slotEnd = (slot: number): Date => new Date((slot + 1) * SLOT_MS);

// The same code is asked for again and again (every scan of a window compares against it): held
// per window and slot. Bounded: cleared whole when it grows past what a day of windows needs.
const memo = new Map<string, string>();
const MEMO_MAX = 50_000;

export function codeFor(secret: Buffer, windowId: string, slot: number): string {
  const key = `${windowId} ${slot}`;
  const held = memo.get(key);
  if (held) return held;
  const slotBytes = Buffer.alloc(8);
  slotBytes.writeBigUInt64BE(BigInt(slot));
  const mac = createHmac('sha256', secret).update(slotBytes).digest();
  // 40 bits reduced modulo 31^6 (about 2^29.7): the bias is under one in 2^10 per code, which
  // changes nothing for a code valid 40 s behind a limit of 10 tries a minute.
  let n = Number(mac.readBigUInt64BE(0) >> 24n) % SPACE;
  let code = '';
  for (let i = 0; i < CHECK_IN.codeLength; i++) {
    code = CHECK_IN.alphabet[n % BASE]! + code;
    n = Math.floor(n / BASE);
  }
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, code);
  return code;
}

/** Compares two codes in time independent of where they differ. */
export function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The slots whose codes a scan at `now` accepts: the current one and the one before. */
export function acceptedSlots(now: Date): number[] {
  const current = slotAt(now);
  return Array.from({ length: ACCEPTED_SLOTS }, (_, i) => current - i);
}
