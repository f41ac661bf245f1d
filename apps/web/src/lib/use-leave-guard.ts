import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { openTabFor } from './open-tab.ts';

export interface LeaveGuard {
  /** The question is open: something waits for `proceed` or `stay`. */
  asking: boolean;
  /** Runs `leave` at once when nothing is at stake; otherwise asks first and runs it on `proceed`. */
  confirm(leave: () => void): void;
  /** The answer "leave anyway": runs what was held (a close, a navigation). */
  proceed(): void;
  /** The answer "stay": drops what was held. */
  stay(): void;
}

type HistoryMethod = (...args: unknown[]) => void;

/**
 * Makes a <BrowserRouter>'s navigator (its history) hand each push and replace to `hold` instead
 * of going; returns the undo. Done from an effect, never while rendering.
 */
function holdNavigations(navigator: unknown, hold: (go: () => void) => void): () => void {
  const history = navigator as { push?: HistoryMethod; replace?: HistoryMethod } | undefined;
  const push = history?.push;
  const replace = history?.replace;
  if (!history || !push || !replace) return () => undefined;
  history.push = (...args) => hold(() => push.apply(history, args));
  history.replace = (...args) => hold(() => replace.apply(history, args));
  return () => {
    history.push = push;
    history.replace = replace;
  };
}

/** "Stay" hands focus back to the tab that asked to navigate: it goes to the open tab instead. */
function focusOpenTab() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return;
  const open = openTabFor(focused);
  if (open !== focused) open.focus();
}

/**
 * While `when` holds (a secret shown once and not saved yet), leaving asks first:
 * - closing the thing itself, through `confirm(close)`;
 * - a navigation inside the app (a link, another dashboard tab, a redirect), held until the
 *   answer. The app runs on a plain <BrowserRouter> (decision 0020), where react-router's
 *   useBlocker does not work, so its navigator's push and replace are held instead;
 * - a reload, a closed tab or another address: the browser's own question (beforeunload).
 * The browser's back and forward buttons are not held (<BrowserRouter> cannot cancel them).
 * Render the question with the confirm dialog: open={asking}, onConfirm={proceed}, cancel={stay}.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const [asking, setAsking] = useState(false);
  const held = useRef<(() => void) | null>(null);
  // Outside a router (a component rendered alone) there is no navigation to hold.
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator;

  const hold = useCallback((leave: () => void) => {
    held.current = leave;
    setAsking(true);
  }, []);

  // A navigation comes from a click or a key whose focus change is not over yet (a tab takes focus
  // after its mousedown selected it): the question opens once it is.
  const holdNavigation = useCallback((go: () => void) => {
    held.current = go;
    setTimeout(() => {
      if (held.current !== go) return;
      focusOpenTab();
      setAsking(true);
    });
  }, []);

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when a return value is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    const release = holdNavigations(navigator, holdNavigation);
    return () => {
      window.removeEventListener('beforeunload', warn);
      release();
    };
  }, [when, navigator, holdNavigation]);

  const confirm = useCallback((leave: () => void) => (when ? hold(leave) : leave()), [when, hold]);

  const proceed = useCallback(() => {
    const leave = held.current;
    held.current = null;
    setAsking(false);
    leave?.();
  }, []);

  const stay = useCallback(() => {
    held.current = null;
    setAsking(false);
  }, []);

  return { asking, confirm, proceed, stay };
}
