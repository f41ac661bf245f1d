import { eventTimeZone, timeZoneLabel } from '../../lib/event-zone.ts';
import { formatDayTime, fromDateTimeLocal, toDateTimeLocal } from '../../lib/format.ts';

// Due dates are read and written in the event's time zone, never the browser's: an organiser
// abroad who types 18:00 means 18:00 at the event, and every participant sees that same 18:00.

/** "Due 14 Aug, 18:00 IST": the event's wall clock, named. */
export function dueLabel(iso: string, timeZone: string = eventTimeZone()): string {
  const at = new Date(iso);
  return `Due ${formatDayTime(at, timeZone)} ${timeZoneLabel(timeZone, at)}`;
}

/** An instant as a `datetime-local` field's value at the event ('' for none). */
export function toEventLocal(iso: string | null | undefined, timeZone: string = eventTimeZone()): string {
  return toDateTimeLocal(iso, timeZone);
}

/** A `datetime-local` field's value, read at the event, as the instant the API takes (null for empty). */
export function fromEventLocal(local: string, timeZone: string = eventTimeZone()): string | null {
  return fromDateTimeLocal(local, timeZone);
}

export const isPastDue = (iso: string | null, now: Date = new Date()) => iso !== null && new Date(iso).getTime() < now.getTime();
