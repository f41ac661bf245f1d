import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from './api-routes.ts';
import { callApi } from './api-client.ts';
import { eventSettingsKey } from './event-settings.ts';

/** How often a visitor's open public page asks for the settings (while the tab is visible). */
export const VISITOR_POLL_MS = 25_000;
/** A check that has no answer by then is given up; the next one tries again. */
export const VISITOR_CHECK_TIMEOUT_MS = 10_000;
/** Coming back to the tab checks at once, unless a check was this recent. */
export const VISITOR_RECHECK_MS = 5_000;

/** Whether a check is due: the tab is seen, none is under way, and the last one is old enough. */
export function visitorCheckDue(state: { visible: boolean; inFlight: boolean; lastAt: number; now: number; minGap: number }): boolean {
  return state.visible && !state.inFlight && state.now - state.lastAt >= state.minGap;
}

/**
 * Keeps a visitor's public page on the organisers' switches (results published, registration
 * open). A signed-in tab hears a `config` live event at once (app/live-cache.ts); a visitor has no
 * stream, so while `enabled` this asks for the public settings every VISITOR_POLL_MS while the
 * tab is visible and when it comes back into view, each ask bounded by VISITOR_CHECK_TIMEOUT_MS,
 * and puts the answer where every screen reads the settings.
 */
export function useFollowPublicSettings(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let inFlight: AbortController | null = null;
    let lastAt = Date.now();
    const check = (minGap: number) => {
      const now = Date.now();
      if (!visitorCheckDue({ visible: document.visibilityState === 'visible', inFlight: inFlight !== null, lastAt, now, minGap })) return;
      lastAt = now;
      const request = new AbortController();
      inFlight = request;
      const giveUp = setTimeout(() => request.abort(), VISITOR_CHECK_TIMEOUT_MS);
      callApi(api.config.get, { signal: request.signal })
        .then((settings) => client.setQueryData(eventSettingsKey, settings))
        // Offline or a slow server: the page keeps what it shows and the next check tries again.
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(giveUp);
          if (inFlight === request) inFlight = null;
        });
    };
    const timer = setInterval(() => check(0), VISITOR_POLL_MS);
    const onVisible = () => check(VISITOR_RECHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      inFlight?.abort();
    };
  }, [enabled, client]);
}
