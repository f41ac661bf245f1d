import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { refreshTasks } from './task-keys.ts';

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskInput) => callApi(api.tasks.create, { body: input, idempotencyKey: newIdempotencyKey() }).then((d) => d.task),
    onSuccess: () => refreshTasks(queryClient),
  });
}
