import { instantInTimeZone } from '@hackcamp/contract';
import { eventTimeZone, timeZoneLabel } from '../../lib/event-zone.ts';

export type CountdownState = { phase: 'before'; days: number; hours: number; minutes: number; seconds: number } | { phase: 'live' } | { phase: 'ended' };

/** Before the hackathon starts: time left; during its two days: live; after: ended. */
export function countdownState(now: Date, target: Date, endsAt: Date): CountdownState {
  const ms = target.getTime() - now.getTime();
  if (ms > 0) {
    const s = Math.floor(ms / 1000);
    return { phase: 'before', days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
  }
  return now < endsAt ? { phase: 'live' } : { phase: 'ended' };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Dates are spelled out by hand: the first Intl format on a page loads its locale data, about
// 90 ms of main thread on a mid-range phone, for two short English phrases.

/** 'August 2025' */
export function monthTitle(year: number, month: number): string {
  return `${MONTHS[month]} ${year}`;
}

/**
 * '14 August 2025 at 10:00 am IST' from the settings' '2025-08-14T10:00:00', a time of the event's
 * own zone named after it ('PDT' in Los Angeles in summer), as the Indian English locale writes
 * it: every visitor reads the same kick-off.
 */
export function kickoffText(localDateTime: string, timeZone: string = eventTimeZone()): string {
  const zoneName = timeZoneLabel(timeZone, instantInTimeZone(localDateTime, timeZone));
  const [date = '', time = ''] = localDateTime.replace(' ', 'T').split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year} at ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'} ${zoneName}`;
}
