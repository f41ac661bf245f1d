import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshTasks } from './task-keys.ts';

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TaskInput }) => callApi(api.tasks.update, { params: { id }, body: input }).then((d) => d.task),
    onSuccess: () => refreshTasks(queryClient),
  });
}
