import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHECK_IN_MSG, type CheckInStatus } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { checkInKeys } from './query-keys.ts';

export type CheckInOutcome = { message: string; already: boolean };

/**
 * Checks the participant in with a typed code or the URL a scanned QR code holds (the server takes
 * either). The answer's data does not say whether it was a repeat, so the status read before
 * tells "Already checked in" from "Checked in". Its key refreshes the calendar and score too
 * (app/query-client.ts).
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkInKeys.checkIn,
    mutationFn: async (code: string): Promise<CheckInOutcome> => {
      const before = queryClient.getQueryData<CheckInStatus>(checkInKeys.status);
      await callApi(api.checkIn.checkIn, { body: { code } });
      const already = before?.checkedIn === true;
      return { already, message: already ? CHECK_IN_MSG.alreadyCheckedIn : CHECK_IN_MSG.checkedIn };
    },
    onSuccess: () => queryClient.setQueryData<CheckInStatus>(checkInKeys.status, (old) => ({ window: old?.window ?? null, checkedIn: true })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.status }),
  });
}
