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

/** '2025-08-14 10:00:00' or '2025-08-14T10:00:00' as a local time. */
export const parseLocal = (value: string) => new Date(value.replace(' ', 'T'));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Dates are spelled out by hand: the first Intl format on a page loads its locale data, about
// 90 ms of main thread on a mid-range phone, for two short English phrases.

/** 'August 2025' */
export function monthTitle(year: number, month: number): string {
  return `${MONTHS[month]} ${year}`;
}

/** '14 August 2025 at 10:00 am', in the visitor's own time, as the Indian English locale writes it. */
export function kickoffText(date: Date): string {
  const hours = date.getHours();
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} at ${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
