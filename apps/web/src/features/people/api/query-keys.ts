import type { QueryClient } from '@tanstack/react-query';

/**
 * Every admin query starts with 'admin', so a change anywhere in the dashboard (a person deleted,
 * a participant assigned) refreshes every figure and list that may show it.
 */
export const peopleKeys = {
  users: (params: object) => ['admin', 'people', 'users', params] as const,
  user: (id: string) => ['admin', 'people', 'user', id] as const,
  mentors: ['admin', 'people', 'mentors'] as const,
  participants: ['admin', 'people', 'participants'] as const,
};

export const refreshAdminData = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['admin'] });
