import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

export interface ProblemTitle {
  _id: string;
  title: string;
  domain: string;
  selectionCount: number;
  isFull: boolean;
}

export function useProblemTitles(enabled = true) {
  return useQuery({
    queryKey: teamKeys.problemTitles,
    queryFn: ({ signal }) => api.get<{ problems: ProblemTitle[] }>('/config/problems/titles', { signal }).then((d) => d.problems),
    enabled,
  });
}
