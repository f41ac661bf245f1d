import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme.ts';
import { createQueryClient } from './query-client.ts';
import { SessionRefresher } from './session-refresher.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRefresher />
      {children}
      {/* dir given: left out, sonner reads the page's computed direction on every render. */}
      <Toaster position="top-right" richColors closeButton theme={theme} duration={3000} dir="ltr" />
    </QueryClientProvider>
  );
}
