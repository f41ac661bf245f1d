import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { checkInKeys } from './query-keys.ts';

/** Opens a check-in window for today; its answer is the panel's first state. */
export function useOpenCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => callApi(api.checkIn.open, { body: { minutes } }).then((d) => d.session),
    onSuccess: (session) => queryClient.setQueryData(checkInKeys.current, session),
    // A 409 (one already open, e.g. from another tab): show that one.
    onError: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.current }),
  });
}
