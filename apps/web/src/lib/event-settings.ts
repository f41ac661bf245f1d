import { useQuery } from '@tanstack/react-query';
import { EVENT, type EventSettings } from '@hackcamp/contract';
import { api } from './api-routes.ts';
import { callApi } from './api-client.ts';

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
  eventName: EVENT.name,
  startDate: EVENT.startDate,
  publicDates: EVENT.publicDates,
  countdownTarget: EVENT.countdownTarget,
  prizePool: EVENT.prizePool,
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
