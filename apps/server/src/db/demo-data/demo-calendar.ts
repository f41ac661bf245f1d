import { EVENT, dayDate } from '@hackcamp/contract';

/** Day 6 of 12: the bootcamp is under way, the hackathon a few days ahead. */
export const DEMO_TODAY_DAY = 6;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "August 04-15, 2025", or across months "November 28 - December 09, 2026", as the landing page shows it. */
export function publicDateLine(startDate: string): string {
  const endDate = dayDate(EVENT.totalDays, startDate);
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = endDate.split('-').map(Number) as [number, number, number];
  const pad = (d: number) => String(d).padStart(2, '0');
  if (sy === ey && sm === em) return `${MONTHS[sm - 1]} ${pad(sd)}-${pad(ed)}, ${sy}`;
  if (sy === ey) return `${MONTHS[sm - 1]} ${pad(sd)} - ${MONTHS[em - 1]} ${pad(ed)}, ${sy}`;
  return `${MONTHS[sm - 1]} ${pad(sd)}, ${sy} - ${MONTHS[em - 1]} ${pad(ed)}, ${ey}`;
}

/**
 * The demo's calendar, placed so that `today` is day 6: the event's settings, and which days
 * already happened (records exist up to yesterday only).
 */
export function demoCalendar(today: Date) {
  const todayDate = today.toISOString().slice(0, 10);
  const startDate = dayDate(2 - DEMO_TODAY_DAY, todayDate);
  return {
    startDate,
    publicDates: publicDateLine(startDate),
    countdownTarget: `${dayDate(EVENT.bootcampDays + 1, startDate)} 10:00:00`,
    /** Days whose attendance and grades are in: the ones before today. */
    pastDays: DEMO_TODAY_DAY - 1,
    date: (day: number) => dayDate(day, startDate),
    /** Today's work was handed in a moment ago (never in the future, whatever the hour). */
    anHourAgo: new Date(today.getTime() - 3_600_000),
    /** A time of day (UTC) on event day `day`. */
    at: (day: number, hourUtc: number) => new Date(`${dayDate(day, startDate)}T${String(hourUtc).padStart(2, '0')}:00:00Z`),
  };
}
export type DemoCalendar = ReturnType<typeof demoCalendar>;
