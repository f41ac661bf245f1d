import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// sonner is 10 KB that no screen needs before its first toast, and the public pages toast nothing.
// A screen that toasts imports sonner itself, and shares that copy of it with the Toaster. The lazy
// module is ours, not sonner: a lazy sonner (no JSX in it) split React from its JSX runtime into
// two chunks too small to be precompressed, both on every first load.
const Toaster = lazy<ComponentType>(() =>
  import('./toaster.tsx').then(
    (m) => ({ default: m.Toaster }),
    // No toasts is better than no app: this sits above the routes' error boundary.
    () => ({ default: () => null }),
  ),
);

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * The toast area, mounted once the first screen has rendered and the browser is idle. A toast
 * raised before then is not lost: sonner hands a new Toaster every toast still showing.
 */
export function IdleToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
