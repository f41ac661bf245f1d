import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLivePaused } from '../../../lib/live-status.ts';
import { checkInKeys } from './query-keys.ts';

/** Without the live stream (which says when a window opens), the participant's card looks again this often. */
const STATUS_POLL_MS = 30_000;

/** Whether a check-in window admits the participant now, and whether they are present today. */
export function useCheckInStatus(enabled = true) {
  const paused = useLivePaused();
  return useQuery({
    queryKey: checkInKeys.status,
    queryFn: ({ signal }) => callApi(api.checkIn.status, { signal }),
    enabled,
    staleTime: 10_000,
    refetchInterval: paused ? STATUS_POLL_MS : false,
  });
}
