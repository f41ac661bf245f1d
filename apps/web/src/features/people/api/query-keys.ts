import type { QueryClient } from '@tanstack/react-query';

export const peopleKeys = {
  /** Every query of this feature, and the key of its mutations (app/query-client.ts refreshes other features' views from it). */
  all: ['admin', 'people'] as const,
  users: (params: object) => ['admin', 'people', 'users', params] as const,
  user: (id: string) => ['admin', 'people', 'user', id] as const,
  mentors: ['admin', 'people', 'mentors'] as const,
  participants: ['admin', 'people', 'participants'] as const,
};

/** A change to people (deleted, assigned, renamed) refreshes every list of them; the overview and the audit trail: app/query-client.ts. */
export const refreshAdminData = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: peopleKeys.all });
