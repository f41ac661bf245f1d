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
} as const;
