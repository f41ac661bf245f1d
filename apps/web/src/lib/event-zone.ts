import { useSyncExternalStore } from 'react';
import { EVENT, dateInTimeZone, isTimeZone } from '@hackcamp/contract';

// The event's time zone, held here so plain functions (formatDateTime, due labels, today's event
// day) read it without a hook. The settings query feeds it (lib/event-settings.ts); the last zone
// seen is kept, so a reload formats in the event's zone before the settings have arrived.

const STORAGE_KEY = 'hc-event-time-zone';

function storedZone(): string | null {
  try {
    const zone = globalThis.localStorage?.getItem(STORAGE_KEY);
    return zone && isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

let zone: string = storedZone() ?? EVENT.timeZone;
const listeners = new Set<() => void>();

/** The IANA name of the event's time zone ('Asia/Kolkata' until the settings say otherwise). */
export function eventTimeZone(): string {
  return zone;
}

/** Makes `next` the event's zone for every date shown from now on; an unknown name is ignored. */
export function setEventTimeZone(next: string): void {
  if (next === zone || !isTimeZone(next)) return;
  zone = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // Private mode or a full store: the zone still holds for this visit.
  }
  for (const listener of listeners) listener();
}

/** The calendar date ('YYYY-MM-DD') it is at the event at `now`: the day the server counts on. */
export function eventToday(now: Date = new Date()): string {
  return dateInTimeZone(now, zone);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The event's zone for a component that must redraw when the organiser changes it. */
export function useEventTimeZone(): string {
  return useSyncExternalStore(subscribe, eventTimeZone, eventTimeZone);
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat[]>();
// Each locale knows a few zones by their short name: en-IN says IST, en-US PST and EST, en-GB CET,
// en-AU AEDT. The first that names the zone wins; a zone none of them names reads as its offset.
const NAMING_LOCALES = ['en-IN', 'en-US', 'en-GB', 'en-AU'];
const OFFSET_NAME = /^(GMT|UTC)[+-−]/;

/**
 * How the screens name the event's zone after a time: "IST" for Asia/Kolkata, "PST" or "PDT"
 * for America/Los_Angeles (by the season of `at`), "GMT+14" for Pacific/Kiritimati.
 */
export function timeZoneLabel(timeZone: string = zone, at: Date = new Date()): string {
  let formats = zoneNameFormats.get(timeZone);
  if (!formats) {
    formats = NAMING_LOCALES.map((locale) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }));
    zoneNameFormats.set(timeZone, formats);
  }
  let offset = '';
  for (const format of formats) {
    const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (name && !OFFSET_NAME.test(name)) return name;
    offset ||= name;
  }
  return offset || timeZone;
}
