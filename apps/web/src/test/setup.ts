import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { server, unhandled } from './api-mock.ts';

// What jsdom lacks and the app reads at import time (lib/theme.ts) or while drawing (Radix).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;

// findBy and waitFor wait up to 5 s, not 1: an answer is a few milliseconds, but on a loaded
// machine a screen's render between two steps can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() =>
  server.listen({
    // A call the test did not expect fails (never reaches a real server) and fails the test.
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  // Toasts live in sonner's module, not in the tree: one left showing would reach the next test.
  toast.dismiss();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  const calls = unhandled.splice(0);
  expect(calls, 'requests no mock answered').toEqual([]);
});
afterAll(() => server.close());
