import { lazy, type ComponentType } from 'react';
import { watchDrawnInput } from './drawn-input.ts';

// The server draws a visitor's first screen of some public pages into index.html
// (apps/server/src/modules/landing/first-screen.ts): #root holds it, marked data-first-screen with
// the screen's name. The app starts from the answers it was drawn from (first-screen-answers.ts),
// so its first render is the drawing again, and renders once the screen's code is here, so no
// loading spinner replaces the drawing meanwhile.

type Screen<P> = ComponentType<P>;

/**
 * React.lazy for a screen the server may draw: `ready()` loads its code, after which the screen
 * renders at once instead of suspending (its Suspense fallback would replace the drawing with a
 * spinner for a moment). React.lazy reads a thenable that calls back at once as already resolved.
 */
export function lazyDrawnScreen<P extends object>(load: () => Promise<Screen<P>>) {
  let loaded: Screen<P> | undefined;
  let loading: Promise<Screen<P>> | undefined;
  const ready = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Drawn = lazy(() => {
    if (!loaded) return ready().then((screen) => ({ default: screen }));
    const module = { default: loaded };
    // React reads a thenable's result the moment `then` calls back; its types ask for a Promise.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
  return Object.assign(Drawn, { ready });
}

/** How long the drawing waits for its screen's code before the app renders anyway (its links work meanwhile). */
const WAIT_FOR_CODE_MS = 10_000;

/**
 * Renders the app now, or, when #root holds the server's drawing of a screen in `screens`, once
 * that screen's code is here (or has failed, or WAIT_FOR_CODE_MS has passed).
 */
export function renderAfterDrawnScreen(container: HTMLElement, screens: Record<string, () => Promise<unknown>>, render: () => void) {
  const ready = screens[container.dataset.firstScreen ?? ''];
  if (!ready || !container.firstChild) return render();
  watchDrawnInput(container);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    render();
  };
  ready().then(once, once);
  setTimeout(once, WAIT_FOR_CODE_MS);
}
