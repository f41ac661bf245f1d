import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useTasks() {
  return useQuery({
    queryKey: ['tasks', 'mine'],
    queryFn: ({ signal }) => callApi(api.tasks.list, { signal }).then((d) => d.tasks),
  });
}
