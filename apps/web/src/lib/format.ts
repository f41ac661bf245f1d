import { instantInTimeZone } from '@hackcamp/contract';
import { eventTimeZone, timeZoneLabel } from './event-zone.ts';

// Every moment is shown on the event's wall clock (lib/event-zone.ts), never the browser's: an
// organiser abroad and a participant at the venue read the same day and the same time. This file
// and lib/event-zone.ts are the only ones that turn a moment into text (a lint rule says so).
//
// One way of writing them, too, whatever the browser's language: "4 Aug 2025, 15:30", as due
// dates read ("Due 4 Aug, 18:00 IST"), so a due date and a submission beside it never disagree in
// form ("Submitted Nov 28" under "Due 29 Nov").
const DISPLAY_LOCALE = 'en-GB';
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * A date for people, e.g. "4 Aug 2025": a moment's day at the event, a plain calendar date
 * ('2025-08-04') as itself; null when the value is missing or not a date.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(DISPLAY_LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: calendarDate ? 'UTC' : eventTimeZone() });
}

/** First letter of a name for avatars; '?' keeps the circle from collapsing on an empty name. */
export function initialOf(name: string | null | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || '?';
}

// Made at the first number shown, not when a page loads this module: the first Intl format of a
// page loads its locale data, tens of milliseconds of a phone's main thread.
let numberFormat: Intl.NumberFormat | undefined;

/**
 * Points and counts for people, e.g. 1,864: one format on every screen, whatever the browser's
 * locale, so a score reads the same on the dashboard, the profile and the leaderboard.
 */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return numberFormat.format(value);
}

/** A count with its noun in agreement: "1 member", "3 members", "0 teams"; `plural` for irregular nouns. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}

/** An event day's date for a table, e.g. "Mon, 4 Aug"; the date is a plain calendar date. */
export function formatDayDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(DISPLAY_LOCALE, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A calendar date ('YYYY-MM-DD') as "4 Aug": the day itself, whatever the zones. */
export function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(DISPLAY_LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A calendar date ('YYYY-MM-DD') as "Mon, 4 Aug 2025". */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(DISPLAY_LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment as "4 Aug 2025, 15:30" on the event's clock; null when missing. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(DISPLAY_LOCALE, { day: 'numeric', month: 'short', year: 'numeric', ...CLOCK, timeZone: eventTimeZone() });
}

/**
 * A moment with the zone named, "4 Aug 2025, 15:30 IST", where the time is what matters (an
 * announcement's time); null when missing.
 */
export function formatDateTimeZoned(value: string | null | undefined): string | null {
  const shown = formatDateTime(value);
  return shown && `${shown} ${timeZoneLabel(eventTimeZone(), new Date(value!))}`;
}

/** A moment as "14 Aug, 18:00" on the clock of `timeZone` (the event's by default), for due dates. */
export function formatDayTime(value: string | Date, timeZone: string = eventTimeZone()): string {
  return new Date(value).toLocaleString(DISPLAY_LOCALE, { day: 'numeric', month: 'short', ...CLOCK, timeZone });
}

/** A moment's time of day on the event's clock (or `timeZone`'s), "15:30" (with seconds: "15:30:07"). */
export function formatTime(value: string | Date, seconds = false, timeZone: string = eventTimeZone()): string {
  return new Date(value).toLocaleTimeString(DISPLAY_LOCALE, { ...CLOCK, ...(seconds && { second: '2-digit' }), timeZone });
}

const fieldFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as a `datetime-local` field's value on the event's clock ('' for none). */
export function toDateTimeLocal(iso: string | null | undefined, timeZone: string = eventTimeZone()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = fieldFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fieldFormats.set(timeZone, format);
  }
  const n = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${n.year}-${n.month}-${n.day}T${n.hour}:${n.minute}`;
}

/** A `datetime-local` field's value, read on the event's clock, as the instant the API takes (null for empty or malformed). */
export function fromDateTimeLocal(local: string, timeZone: string = eventTimeZone()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const at = instantInTimeZone(local.length === 16 ? `${local}:00` : local, timeZone);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
