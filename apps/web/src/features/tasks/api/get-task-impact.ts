import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

// Outside ['tasks', ...]: a deletion refreshes the lists, and must not refetch the counts of the task it removed.
const taskImpactKey = (id: string) => ['task-impact', id] as const;

export function getTaskImpact(id: string, signal?: AbortSignal) {
  return callApi(api.tasks.impact, { params: { id }, signal }).then((d) => d.impact);
}

/** What deleting the task would remove, counted when the confirmation opens (never cached). */
export function useTaskImpact(id: string | null) {
  return useQuery({
    queryKey: taskImpactKey(id ?? ''),
    queryFn: ({ signal }) => getTaskImpact(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
