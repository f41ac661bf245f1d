import { lazy } from 'react';

// Through this small chunk, like /results (results-route.tsx): the verification page's imports
// stay out of the first load's table of chunks to preload.
const VerifyPage = lazy(() => import('../pages/verify/verify-page.tsx').then((m) => ({ default: m.VerifyPage })));

/** /verify/:code, public: the page a certificate's QR code opens. */
export function VerifyRoute() {
  return <VerifyPage />;
}
