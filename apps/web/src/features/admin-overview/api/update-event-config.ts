import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventSettings } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventSettingsKey } from '../../../lib/event-settings.ts';

export type SwitchName = 'teamFormationEnabled' | 'votingEnabled' | 'registrationOpen';

export function updateEventConfig(body: Partial<Pick<EventSettings, SwitchName>>) {
  return callApi(api.config.update, { body });
}

/** Flips one switch; the answer is the new settings, which every screen of this tab reads at once. */
export function useUpdateEventConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventConfig,
    onSuccess: (settings) => {
      queryClient.setQueryData(eventSettingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
