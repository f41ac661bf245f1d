import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshKeptCredentials } from './query-keys.ts';

/** Deletes the kept passwords of one import from the server. */
export function useDismissKeptCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.import.keptDismiss, { params: { id } }),
    onSettled: () => refreshKeptCredentials(queryClient),
  });
}
