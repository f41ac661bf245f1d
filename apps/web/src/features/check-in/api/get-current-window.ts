import { useQuery } from '@tanstack/react-query';
import { CHECK_IN, type CheckInWindow } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLivePaused } from '../../../lib/live-status.ts';
import { checkInKeys } from './query-keys.ts';

/** Without the live stream, who checked in is read again this often. */
export const CHECK_IN_POLL_MS = 4_000;

/**
 * When the shown code is replaced, from the browser's clock. The server's clock may differ from
 * this one, so the wait is kept within one rotation and never shorter than a second: a clock
 * ahead refetches a little early (and again a second later), never in a loop.
 */
export function msUntilNextCode(window: Pick<CheckInWindow, 'codeExpiresAt'>, now = Date.now()): number {
  if (!window.codeExpiresAt) return CHECK_IN.rotateEverySeconds * 1000;
  const left = new Date(window.codeExpiresAt).getTime() - now;
  return Math.min(CHECK_IN.rotateEverySeconds * 1000, Math.max(1000, left + 250));
}

/**
 * The caller's open check-in window, or null (after a reload the panel finds it again). While
 * one is open it is read again when its code rotates, and every few seconds when the live stream
 * (which says when someone checked in) is down.
 */
export function useCurrentCheckIn() {
  const paused = useLivePaused();
  return useQuery({
    queryKey: checkInKeys.current,
    queryFn: ({ signal }) => callApi(api.checkIn.current, { signal }).then((d) => d.session),
    refetchInterval: (query) => {
      const window = query.state.data;
      if (!window?.open) return false;
      const untilCode = msUntilNextCode(window);
      return paused ? Math.min(untilCode, CHECK_IN_POLL_MS) : untilCode;
    },
    // The code on the projector must rotate whether or not the tab has focus.
    refetchIntervalInBackground: true,
  });
}
