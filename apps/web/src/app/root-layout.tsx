import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
