import { dayDate } from '@hackcamp/contract';

/** Day 6 of 12: the bootcamp is under way, the hackathon a few days ahead. */
export const DEMO_TODAY_DAY = 6;

/**
 * The demo's calendar, placed so that `today` is day 6: the event's start date (the date line and
 * countdown follow it), and which days already happened (records exist up to yesterday only).
 */
export function demoCalendar(today: Date) {
  const todayDate = today.toISOString().slice(0, 10);
  const startDate = dayDate(2 - DEMO_TODAY_DAY, todayDate);
  return {
    startDate,
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
