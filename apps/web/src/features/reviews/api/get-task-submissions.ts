import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const allTaskSubmissionsKey = ['reviews', 'task'] as const;
export const taskSubmissionsKey = (taskId: string) => [...allTaskSubmissionsKey, taskId] as const;

/** A task's submissions (the mentor's participants'), in pages of 100 until there is no next page. */
export async function getTaskSubmissions(taskId: string, signal?: AbortSignal): Promise<Submission[]> {
  const all: Submission[] = [];
  for (let page = 1; ; page++) {
    const data = await callApi(api.submissions.forTask, { params: { id: taskId }, query: { page, limit: 100 }, signal });
    all.push(...data.submissions);
    if (!data.pagination.hasNextPage) return all;
  }
}

export function useTaskSubmissions(taskId: string) {
  return useQuery({ queryKey: taskSubmissionsKey(taskId), queryFn: ({ signal }) => getTaskSubmissions(taskId, signal) });
}
