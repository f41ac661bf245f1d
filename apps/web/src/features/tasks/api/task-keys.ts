import type { QueryClient } from '@tanstack/react-query';

/** Every task list (the admin's, the participants' and a mentor's) lives under ['tasks', ...]. */
export const refreshTasks = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: ['tasks'] });
