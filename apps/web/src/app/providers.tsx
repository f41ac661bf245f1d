import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../lib/session.ts';
import { IdleToaster } from './idle-toaster.tsx';
import { createQueryClient } from './query-client.ts';
import { SessionRefresher } from './session-refresher.tsx';

// Its own chunk, with the eventsource client: a visitor who is not signed in (the landing page, the
// sign-in form) never downloads it.
const LiveUpdates = lazy(() => import('./live-updates.tsx'));

/** One stream per signed-in tab, for as long as the session lasts (not while a new password is due: the server refuses it). */
function LiveUpdatesWhileSignedIn() {
  const { user } = useSession();
  if (!user || user.mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      {/* Another person signing in (in another tab) gets a stream of their own. */}
      <LiveUpdates key={user._id} />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRefresher />
      <LiveUpdatesWhileSignedIn />
      {children}
      <IdleToaster />
    </QueryClientProvider>
  );
}
