import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigUpdateInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventSettingsKey } from '../../../lib/event-settings.ts';

/** The key of a settings save: app/query-client.ts refreshes the audit trail and the overview after it. */
export const saveEventSettingsKey = ['event-settings', 'save'] as const;

export function saveEventSettings(body: ConfigUpdateInput) {
  return callApi(api.config.update, { body });
}

/** Saves the changed settings; the answer is the whole new set, which every screen reads at once. */
export function useSaveEventSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveEventSettingsKey,
    mutationFn: saveEventSettings,
    onSuccess: (settings) => queryClient.setQueryData(eventSettingsKey, settings),
  });
}
