import { lazyDrawnScreen } from './first-screen.ts';

// Through this small chunk, like the judge's screens (judge-route.tsx): the public results page's
// imports stay out of the first load's table of chunks to preload. The server may draw the page
// first (app/first-screen.ts): router.tsx readies both chunks before the app replaces the drawing.
export const ResultsPage = lazyDrawnScreen(() => import('../pages/results/results-page.tsx').then((m) => m.ResultsPage));

/** /results, public. */
export function ResultsRoute() {
  return <ResultsPage />;
}
