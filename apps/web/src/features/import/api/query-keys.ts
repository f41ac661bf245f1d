import type { QueryClient } from '@tanstack/react-query';

export const importKeys = {
  kept: ['import', 'kept-credentials'] as const,
};

/** An import that created accounts, or a dismissal, changes the list of kept passwords. */
export const refreshKeptCredentials = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: importKeys.kept });
