import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshTasks } from './task-keys.ts';

/** With `withSubmissions`, the task's submissions and their graded points go too; without, a task that has any is refused (409). */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, withSubmissions }: { id: string; withSubmissions: boolean }) =>
      callApi(api.tasks.remove, { params: { id }, query: withSubmissions ? { withSubmissions: 'true' } : {} }).then((d) => d.removed),
    onSuccess: () => refreshTasks(queryClient),
  });
}
