import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// react-router's own key, so the positions of a tab carry over from the build that used its component.
const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll positions by history entry; kept in sessionStorage when the page goes, as react-router does. */
let positions: Record<string, number> | null = null;

function loadPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  try {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView();
    return !!target;
  } catch {
    return false; // not a decodable id
  }
}

/**
 * What react-router's <ScrollRestoration> did, which works with its data router only: back and
 * forward return to where the visitor was, a new address starts at its #hash, or at the top.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const entry = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Saved as the visitor scrolls, not when they leave: by the time the next screen shows, the old
    // one may be gone, and with it the page height that held their place.
    const save = () => {
      if (positions) positions[entry.current] = window.scrollY;
    };
    const persist = () => {
      save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage refused: positions last as long as the page.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions ??= loadPositions();
    entry.current = location.key;
    const saved = positions[location.key];
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
  }, [location]);

  return null;
}
