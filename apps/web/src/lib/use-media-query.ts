import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when it changes. Used where a narrow screen
 * needs different markup, not just different styles (a table that becomes cards): rendering both
 * and hiding one would put every button and name in the page twice.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
