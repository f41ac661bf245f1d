import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';

/**
 * Check-in by QR code (issue 31, decision 0030). The screen's code is derived from the window's
 * secret and the 20 s slot it is in; a code is accepted in its own slot and the next one (40 s).
 */
export const CHECK_IN = {
  minMinutes: 5,
  maxMinutes: 120,
  rotateEverySeconds: 20,
  acceptForSeconds: 40,
  codeLength: 6,
  /** No 0/O, 1/I/L: a code read off a projector and typed on a phone has no look-alikes. */
  alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  /** The longest value POST /check-in takes: the code itself, or the URL the QR code holds. */
  inputMax: 200,
  /** How many of the latest check-ins a window's answer lists. */
  recentMax: 50,
  /** Attempts per person and minute (codes cannot be guessed). */
  attemptsPerMinute: 10,
} as const;

export const CHECK_IN_MSG = {
  checkedIn: 'Checked in', // ours
  alreadyCheckedIn: 'Already checked in', // ours
  codeRequired: 'Please enter the code shown on the screen', // ours
  codeInvalid: `The code is ${CHECK_IN.codeLength} letters and digits, as shown on the screen`, // ours
  codeExpired: 'This code has expired: scan the code on the screen again', // ours
  codeWrong: 'This code is not valid: check it against the screen', // ours
  otherMentor: "This code is from another mentor's check-in: scan your own mentor's code", // ours
  windowClosed: 'Check-in is closed', // ours
  useCode: 'Check-in is open: scan the code on the screen or type it', // ours
  tooManyAttempts: 'Too many check-in attempts. Wait a minute and try again.', // ours
  minutesInvalid: `Choose between ${CHECK_IN.minMinutes} and ${CHECK_IN.maxMinutes} minutes`, // ours
  alreadyOpen: 'You already have a check-in open: close it before opening another', // ours
  notFound: 'Check-in not found', // ours
  notYours: 'Only the person who opened this check-in can see or close it', // ours
  opened: 'Check-in opened', // ours
  closed: 'Check-in closed', // ours
} as const;

/** POST /check-in/sessions: how long the window stays open. */
export const openCheckInSchema = z.object({
  minutes: z
    .number({ error: CHECK_IN_MSG.minutesInvalid })
    .int({ error: CHECK_IN_MSG.minutesInvalid })
    .min(CHECK_IN.minMinutes, { error: CHECK_IN_MSG.minutesInvalid })
    .max(CHECK_IN.maxMinutes, { error: CHECK_IN_MSG.minutesInvalid }),
});
export type OpenCheckInInput = z.input<typeof openCheckInSchema>;

/**
 * The code as typed or scanned: the 6 characters (any case, spaces and dashes dropped), or the URL
 * the QR code holds (`<origin>/check-in?code=XXXXXX`), whose `code` parameter is taken. The length
 * is checked first; the URL is parsed by URL, never matched by a pattern.
 */
export function normaliseCheckInCode(raw: string): string {
  let value = raw.trim();
  if (value.length > CHECK_IN.codeLength * 2 && value.includes('://')) {
    try {
      value = new URL(value).searchParams.get('code') ?? '';
    } catch {
      return '';
    }
  }
  let out = '';
  for (const ch of value.toUpperCase()) if (ch !== ' ' && ch !== '-') out += ch;
  return out;
}

const isCodeShape = (code: string) => code.length === CHECK_IN.codeLength && [...code].every((ch) => CHECK_IN.alphabet.includes(ch));

/** POST /check-in: `code` is normalised to the 6 characters of the alphabet. */
export const checkInSchema = z.object({
  code: z
    .string({ error: CHECK_IN_MSG.codeRequired })
    .max(CHECK_IN.inputMax, { error: CHECK_IN_MSG.codeInvalid, abort: true })
    .trim()
    .min(1, { error: CHECK_IN_MSG.codeRequired, abort: true })
    .transform(normaliseCheckInCode)
    .refine(isCodeShape, { error: CHECK_IN_MSG.codeInvalid }),
});
export type CheckInInput = z.input<typeof checkInSchema>;

/** One participant checked in through a window. */
export const checkInEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  college: z.string().nullable(),
  checkedInAt: isoDateTime,
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;

/** A check-in window as its owner (or a superadmin) sees it. */
export const checkInWindowSchema = z
  .object({
    id: z.string(),
    date: z.iso.date().describe('The event day it checks people in for'),
    forEveryone: z.boolean().describe("A superadmin's window: every bootcamp participant; a mentor's: their assigned participants"),
    opensAt: isoDateTime,
    closesAt: isoDateTime,
    closedAt: isoDateTime.nullable().describe('When its owner closed it early'),
    open: z.boolean(),
    code: z.string().nullable().describe('The code to show now; null once closed'),
    codeExpiresAt: isoDateTime.nullable().describe(`When the shown code is replaced (the end of its ${CHECK_IN.rotateEverySeconds} s slot)`),
    rotateEverySeconds: z.number().int(),
    acceptForSeconds: z.number().int(),
    expectedCount: z.number().int().describe('Participants it admits'),
    checkedInCount: z.number().int().describe('Checked in through this window'),
    missingCount: z.number().int().describe('Admitted participants not present today by any source'),
    recent: z.array(checkInEntrySchema).describe(`Newest first, at most ${CHECK_IN.recentMax}`),
  })
  .meta({ id: 'CheckInWindow' });
export type CheckInWindow = z.infer<typeof checkInWindowSchema>;

/** GET /check-in/status: the participant's view. */
export const checkInStatusSchema = z.object({
  window: z.object({ id: z.string(), closesAt: isoDateTime }).nullable().describe('An open window that admits me'),
  checkedIn: z.boolean().describe("Today's attendance is already present"),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

/** POST /check-in's answer. */
export const checkInResultSchema = z.object({ date: z.iso.date(), checkedIn: z.literal(true) });
export type CheckInResult = z.infer<typeof checkInResultSchema>;
