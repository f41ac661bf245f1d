import { useMemo } from 'react';
import { dateInTimeZone, dayOfDate, eventDays } from '@hackcamp/contract';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from './event-settings.ts';
import { useEventTimeZone } from './event-zone.ts';

/**
 * The event's 12 days and today's place in them, from the event's settings: the superadmin can
 * move the dates, and every screen follows. "Today" is the event's day in the event's time zone,
 * as the server counts it, never the browser's date. `ready` is false until the settings have arrived.
 */
export function useEventCalendar(now: Date = new Date()) {
  const settings = useEventSettings();
  const startDate = (settings.data ?? DEFAULT_EVENT_SETTINGS).startDate;
  const timeZone = useEventTimeZone();
  const todayKey = dateInTimeZone(now, timeZone);
  return useMemo(
    () => ({ startDate, timeZone, days: eventDays(startDate), today: dayOfDate(todayKey, startDate), ready: !settings.isLoading, settings }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `todayKey` stands for `now`, by the event's day
    [startDate, timeZone, todayKey, settings.isLoading, settings],
  );
}
