import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInStatus } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { checkInKeys } from './query-keys.ts';

/**
 * Self check-in (POST /attendance), while the organiser's "Self check-in" switch is on and no
 * window admits the participant. It settles under the check-in's key, so the calendar and the
 * score refresh as after a scanned code (app/query-client.ts).
 */
export function useSelfCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkInKeys.checkIn,
    mutationFn: () => callApi(api.attendance.checkIn),
    onSuccess: () => queryClient.setQueryData<CheckInStatus>(checkInKeys.status, (old) => ({ window: old?.window ?? null, checkedIn: true })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.status }),
  });
}
