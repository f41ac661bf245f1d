import type { MouseEvent } from 'react';

/**
 * The first stop of the Tab key on every page: jumps past the header to the page's <main>, so a
 * keyboard user does not walk through the navigation on each page. Each page has one <main>; it
 * is made focusable here rather than in every page.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-300"
    >
      Skip to main content
    </a>
  );
}
