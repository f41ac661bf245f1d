import { useQuery } from '@tanstack/react-query';
import type { Task } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export function useTasks() {
  return useQuery({
    queryKey: ['tasks', 'mine'],
    queryFn: ({ signal }) => api.get<{ tasks: Task[] }>('/tasks', { signal }).then((d) => d.tasks),
  });
}
