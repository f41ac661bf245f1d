import { useQuery } from '@tanstack/react-query';
import type { TaskSubmissionCounts } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const taskCountsKey = ['reviews', 'task-counts'] as const;

/** Per task, the submissions of the mentor's participants: all, graded and pending. */
export function useTaskCounts() {
  return useQuery({
    queryKey: taskCountsKey,
    queryFn: ({ signal }) =>
      callApi(api.submissions.taskCounts, { signal }).then((d) => new Map<string, TaskSubmissionCounts>(d.counts.map((c) => [c.taskId, c]))),
  });
}
