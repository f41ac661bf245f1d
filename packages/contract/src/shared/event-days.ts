import { EVENT } from './event.ts';

/** Day n (1-12) of the event as a calendar date, 'YYYY-MM-DD'. */
export function dayDate(day: number, startDate: string = EVENT.startDate): string {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + day - 1);
  return d.toISOString().slice(0, 10);
}

/** The event day (1-12) of a calendar date, or null outside the event. */
export function dayOfDate(date: string, startDate: string = EVENT.startDate): number | null {
  const diff = Math.round((Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
  return diff >= 0 && diff < EVENT.totalDays ? diff + 1 : null;
}

export const dayLabel = (day: number) => `day${day}`;
export const dayNumber = (label: string) => Number(label.replace(/^day/, ''));
export const isHackathonDay = (day: number) => day > EVENT.bootcampDays;

export interface EventDay {
  day: number;
  label: string;
  date: string;
  phase: 'Bootcamp' | 'Hackathon';
}

export function eventDays(startDate: string = EVENT.startDate): EventDay[] {
  return Array.from({ length: EVENT.totalDays }, (_, i) => ({
    day: i + 1,
    label: dayLabel(i + 1),
    date: dayDate(i + 1, startDate),
    phase: isHackathonDay(i + 1) ? 'Hackathon' : 'Bootcamp',
  }));
}

/** The calendar date ('YYYY-MM-DD') it is now in the event's time zone. */
export function dateInTimeZone(now: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats a date as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}
/**
 * One format per zone (the event's, the browser's): building one cost more than a bulk mark's
 * checks (the server's profile of 300 bulk marks of 100 on 2026-12-01: 170 ms of 780 in marking).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's event day (1-12) in the event's time zone, or null outside the event: the day the
 * server counts attendance on (`GET /attendance/today`), whatever the browser's own zone.
 */
export function eventDayAt(now: Date, startDate: string, timeZone: string): number | null {
  return dayOfDate(dateInTimeZone(now, timeZone), startDate);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` at the instant `at`, written as if it were UTC. */
function wallClockAt(at: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const n: Record<string, number> = {};
  for (const part of format.formatToParts(at)) n[part.type] = Number(part.value);
  return Date.UTC(n.year!, n.month! - 1, n.day!, n.hour!, n.minute!, n.second!);
}

/**
 * The instant a local date-time ('2025-08-14T10:00:00') of the event's time zone stands for, the
 * same for every visitor wherever their browser is. The zone's offset is read at the guess and
 * read again once, which settles it across a change of offset.
 */
export function instantInTimeZone(localDateTime: string, timeZone: string): Date {
  const asUtc = Date.parse(`${localDateTime.replace(' ', 'T').slice(0, 19)}Z`);
  let at = asUtc - (wallClockAt(asUtc, timeZone) - asUtc);
  at = asUtc - (wallClockAt(at, timeZone) - at);
  return new Date(at);
}

/** The moment the event is over: midnight after its last day, in the event's time zone. */
export function eventEndsAt(startDate: string, timeZone: string): Date {
  return instantInTimeZone(`${dayDate(EVENT.totalDays + 1, startDate)}T00:00:00`, timeZone);
}

/** True when `date` is a real calendar date written as YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The landing page's date line that follows the start date, day 1 to day 12: "August 04-15, 2025",
 * "November 28 - December 09, 2026", "December 28, 2026 - January 08, 2027".
 */
export function publicDatesFor(startDate: string): string {
  const [y1, m1, d1] = startDate.split('-');
  const [y2, m2, d2] = dayDate(EVENT.totalDays, startDate).split('-');
  const month = (m: string | undefined) => MONTH_NAMES[Number(m) - 1];
  if (y1 !== y2) return `${month(m1)} ${d1}, ${y1} - ${month(m2)} ${d2}, ${y2}`;
  if (m1 !== m2) return `${month(m1)} ${d1} - ${month(m2)} ${d2}, ${y2}`;
  return `${month(m1)} ${d1}-${d2}, ${y1}`;
}

/** The countdown that follows the start date: the hackathon's first morning (day 11) at 10:00, 'YYYY-MM-DDTHH:mm:ss' of the event's zone. */
export function countdownTargetFor(startDate: string): string {
  return `${dayDate(EVENT.bootcampDays + 1, startDate)}T10:00:00`;
}

/**
 * True for a time zone this runtime knows by its IANA name ('Asia/Kolkata', 'UTC'). It lives
 * here, with no zod around it, so the web's first load can check a zone without the validation library.
 */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
