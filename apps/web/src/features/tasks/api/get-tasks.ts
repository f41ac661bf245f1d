import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const myTasksKey = ['tasks', 'mine'] as const;

export function useTasks() {
  return useQuery({
    queryKey: myTasksKey,
    queryFn: ({ signal }) => callApi(api.tasks.list, { signal }).then((d) => d.tasks),
  });
}
