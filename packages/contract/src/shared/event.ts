/** The event's calendar and caps, from the spec's business constants. */
export const EVENT = {
  name: 'HackCamp',
  /** Day 1 of the event, a calendar date with no time zone. */
  startDate: '2025-08-04',
  totalDays: 12,
  bootcampDays: 10,
  publicDates: 'August 04-15, 2025',
  countdownTarget: '2025-08-14T10:00:00',
  prizePool: '₹35,000',
  /** The zone a new install starts in; the event's own is the setting `timeZone`, which every clock takes explicitly. */
  timeZone: 'Asia/Kolkata',
} as const;

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * 3 -> "three": a small count in running prose ("Learn for ten days"); from 13 on, digits. Here
 * rather than in limit-text.ts: the landing page's first screen needs it and loads this file anyway.
 */
export const numberWord = (n: number): string => WORDS[n] ?? String(n);

export const DAY_LABELS = Array.from({ length: EVENT.totalDays }, (_, i) => `day${i + 1}`) as readonly string[];

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  collegeMax: 200,
  teamMaxMembers: 6,
  problemMaxTeams: 4,
  leaderboardPageSize: 20,
  /** The hackathon dashboard's lists of mentors, teams and problem statements. */
  hackathonPageSize: 12,
  /** Public registrations per address and hour, unless the server's REGISTRATIONS_PER_HOUR says otherwise. */
  registrationsPerHour: 10,
  experienceMaxYears: 80,
  /** The longest free-text search a list takes. */
  searchMax: 100,
  /** The decoded picture; its data URL (base64, about 4/3 of it) is bounded by `avatarMaxDataUrl`. */
  avatarMaxBytes: 512 * 1024,
  avatarMaxDataUrl: 750_000,
} as const;

/** How long a mailed link works: the server sets its expiry from these, the texts state them. */
export const ACCOUNT_LINKS = {
  resetMinutes: 30,
  invitationDays: 7,
} as const;
