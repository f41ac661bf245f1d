import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { IdleToaster } from './idle-toaster.tsx';
import { createQueryClient } from './query-client.ts';
import { SessionRefresher } from './session-refresher.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRefresher />
      {children}
      <IdleToaster />
    </QueryClientProvider>
  );
}
