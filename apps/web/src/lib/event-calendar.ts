import { useMemo } from 'react';
import { EVENT, eventDays } from '@hackcamp/contract';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from './event-settings.ts';

/** The moment the event is over: midnight after its last day, in the visitor's own calendar. */
export function eventEndsAt(startDate: string): Date {
  const end = new Date(`${startDate}T00:00:00`);
  end.setDate(end.getDate() + EVENT.totalDays);
  return end;
}

/** Today's event day (1-12) in the visitor's own calendar, or null outside the event. */
export function currentEventDay(today: Date, startDate: string): number | null {
  const start = Date.parse(`${startDate}T00:00:00`);
  const day = Math.floor((new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() - start) / 86_400_000) + 1;
  return day >= 1 && day <= EVENT.totalDays ? day : null;
}

/**
 * The event's 12 days and today's place in them, from the event's settings: the superadmin can
 * move the dates, and every screen follows. `ready` is false until the settings have arrived.
 */
export function useEventCalendar(now: Date = new Date()) {
  const settings = useEventSettings();
  const startDate = (settings.data ?? DEFAULT_EVENT_SETTINGS).startDate;
  const todayKey = now.toDateString();
  return useMemo(
    () => ({ startDate, days: eventDays(startDate), today: currentEventDay(new Date(todayKey), startDate), ready: !settings.isLoading, settings }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `todayKey` stands for `now`, by day
    [startDate, todayKey, settings.isLoading, settings],
  );
}
