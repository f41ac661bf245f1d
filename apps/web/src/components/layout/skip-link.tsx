import type { MouseEvent } from 'react';

/** The id of each page's <main>, which the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key on every page: jumps past the header to the page's <main>, so a
 * keyboard user does not walk through the navigation on each page. Focus moves by script so the
 * address keeps no '#main-content' and the router's scroll handling is not involved.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-300"
    >
      Skip to main content
    </a>
  );
}
