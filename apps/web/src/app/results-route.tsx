import { lazy } from 'react';

// Through this small chunk, like the judge's screens (judge-route.tsx): the public results page's
// imports stay out of the first load's table of chunks to preload.
const ResultsPage = lazy(() => import('../pages/results/results-page.tsx').then((m) => ({ default: m.ResultsPage })));

/** /results, public. */
export function ResultsRoute() {
  return <ResultsPage />;
}
