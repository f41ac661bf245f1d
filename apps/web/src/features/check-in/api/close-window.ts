import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { checkInKeys } from './query-keys.ts';

/** Closes a window: no more check-ins through it. The panel goes; the grid keeps what it marked. */
export function useCloseCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.checkIn.close, { params: { id } }).then((d) => d.session),
    onSuccess: () => queryClient.setQueryData(checkInKeys.current, null),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
