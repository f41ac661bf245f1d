import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Every task, active or not, as staff see them; one day or all. */
export function useTaskList(day: string | undefined) {
  return useQuery({
    queryKey: ['tasks', 'list', { day: day ?? 'all' }],
    queryFn: ({ signal }) => callApi(api.tasks.list, { query: { day }, signal }).then((d) => d.tasks),
  });
}
