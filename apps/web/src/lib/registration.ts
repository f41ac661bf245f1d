import { useState } from 'react';
import { eventEndsAt, type EventSettings } from '@hackcamp/contract';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from './event-settings.ts';
import { eventTimeZone } from './event-zone.ts';

// Settings from a server without a time zone yet: the zone the app already follows.
const zoneOf = (settings: EventSettings) => (settings as { timeZone?: string }).timeZone ?? eventTimeZone();

/**
 * Whether the public pages may invite people to register: not once the event is over, and not
 * while the superadmin has closed registration. Settings from a server that has no switch yet
 * leave it open.
 */
export function registrationInvited(settings: EventSettings, now: Date): boolean {
  const open = (settings as { registrationOpen?: boolean }).registrationOpen !== false;
  return open && now < eventEndsAt(settings.startDate, zoneOf(settings));
}

/** The event's phase for the public pages, read once per visit (a page left open overnight is rare). */
export function useRegistrationInvited(): { invited: boolean; ended: boolean } {
  const settings = useEventSettings().data ?? DEFAULT_EVENT_SETTINGS;
  const [now] = useState(() => new Date());
  return { invited: registrationInvited(settings, now), ended: now >= eventEndsAt(settings.startDate, zoneOf(settings)) };
}
