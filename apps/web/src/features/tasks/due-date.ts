import { EVENT, instantInTimeZone } from '@hackcamp/contract';

// Due dates are read and written in the event's time zone, never the browser's: an organiser
// abroad who types 18:00 means 18:00 at the event, and every participant sees that same 18:00.
const DUE = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT.timeZone,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const FIELD = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Due 14 Aug, 18:00 IST": the event's wall clock, named. */
export function dueLabel(iso: string): string {
  return `Due ${DUE.format(new Date(iso))} ${EVENT.timeZoneName}`;
}

/** An instant as a `datetime-local` field's value at the event ('' for none). */
export function toEventLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const n = Object.fromEntries(FIELD.formatToParts(date).map((p) => [p.type, p.value]));
  return `${n.year}-${n.month}-${n.day}T${n.hour}:${n.minute}`;
}

/** A `datetime-local` field's value, read at the event, as the instant the API takes (null for empty). */
export function fromEventLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = instantInTimeZone(`${local}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export const isPastDue = (iso: string | null, now: Date = new Date()) => iso !== null && new Date(iso).getTime() < now.getTime();
