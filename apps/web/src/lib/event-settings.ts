import { useQuery, type QueryClient } from '@tanstack/react-query';
import { EVENT, type EventSettings } from '@hackcamp/contract';
import { api } from './api-routes.ts';
import { callApi } from './api-client.ts';
import { setEventTimeZone } from './event-zone.ts';

/** The spec's values, shown until (or if) the server's settings arrive. */
export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  teamFormationEnabled: true,
  votingEnabled: false,
  selfCheckInEnabled: false,
  registrationOpen: true,
  projectSubmissionEnabled: false,
  blindVoting: false,
  resultsPublished: false,
  showFutureTasks: true,
  gradeFeedbackRequired: true,
  showParticipantEmails: false,
  eventName: EVENT.name,
  startDate: EVENT.startDate,
  timeZone: EVENT.timeZone,
  publicDates: EVENT.publicDates,
  publicDatesFollowDates: true,
  countdownTarget: EVENT.countdownTarget,
  countdownFollowsDates: true,
  prizePool: EVENT.prizePool,
  phoneCountryCode: '+91',
  publicUrl: null,
};

export const eventSettingsKey = ['event-settings'] as const;

/** App-wide settings (switches, event name and dates): public, so every page may read them. */
export function useEventSettings() {
  return useQuery({
    queryKey: eventSettingsKey,
    queryFn: ({ signal }) => callApi(api.config.get, { signal }),
    // The admin's switches flip immediately; a short stale time keeps screens close behind.
    staleTime: 15_000,
  });
}

/**
 * Keeps lib/event-zone.ts on the settings' time zone whichever way they arrive: the query, the
 * live `config` event or a save (both write the cache directly). Called once per query client.
 */
export function followEventZone(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== eventSettingsKey[0]) return;
    const zone = (event.query.state.data as Partial<EventSettings> | undefined)?.timeZone;
    if (zone) setEventTimeZone(zone);
  });
}
