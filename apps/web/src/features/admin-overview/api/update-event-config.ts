import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventSettings } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventSettingsKey } from '../../../lib/event-settings.ts';

/** The key of the switches' mutation: app/query-client.ts refreshes the audit trail after it. */
export const eventSwitchesKey = ['admin', 'overview', 'switches'] as const;

export type SwitchName =
  'teamFormationEnabled' | 'votingEnabled' | 'registrationOpen' | 'projectSubmissionEnabled' | 'resultsPublished' | 'blindVoting' | 'showFutureTasks';

export function updateEventConfig(body: Partial<Pick<EventSettings, SwitchName>>) {
  return callApi(api.config.update, { body });
}

/** Flips one switch; the answer is the new settings, which every screen of this tab reads at once. */
export function useUpdateEventConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: eventSwitchesKey,
    mutationFn: updateEventConfig,
    onSuccess: (settings) => queryClient.setQueryData(eventSettingsKey, settings),
  });
}
