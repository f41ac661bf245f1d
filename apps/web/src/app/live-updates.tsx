import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../features/auth/api/get-profile.ts';
import { handleUnauthorized } from '../lib/api-client.ts';
import { liveStreamDown, liveStreamSettled } from '../lib/live-status.ts';
import { openLiveStream } from '../lib/live-stream.ts';
import { getSession } from '../lib/session.ts';

/**
 * The signed-in tab's live stream (`GET /api/events`): each event refreshes the screens it
 * concerns. Renders nothing; the header reads lib/live-status.ts to say when it is away.
 */
export default function LiveUpdates() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let opened = false;
    let stop: (() => void) | undefined;
    let unmounted = false;
    liveStreamDown();
    // The map of events to queries imports many features' keys: loaded here rather than with this
    // module, it adds nothing to the list of chunks the entry (so /login's first load) carries.
    import('./live-cache.ts')
      .then(({ APPLIED_LIVE_EVENTS, applyLiveEvent }) => {
        if (unmounted) return;
        stop = openLiveStream({
          events: APPLIED_LIVE_EVENTS,
          onOpen: liveStreamSettled,
          onDown: liveStreamDown,
          onEvent: (name, data) => {
            applyLiveEvent(queryClient, name, data, opened);
            if (name === 'ready') opened = true;
          },
          onRefused: (status) => {
            liveStreamSettled();
            // 401: the session is over (signed out elsewhere, deactivated). 403: the account must now
            // do something first (a new password); the profile check shows the screen for it.
            if (status === 401) handleUnauthorized();
            else void queryClient.invalidateQueries({ queryKey: profileQueryKey(getSession().token) });
          },
        });
      })
      // A build replaced under an open tab: the header says live updates are paused; a reload mends it.
      .catch((error: unknown) => console.warn('Live updates could not start', error));
    return () => {
      unmounted = true;
      stop?.();
      liveStreamSettled();
    };
  }, [queryClient]);

  return null;
}
