import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export const mySubmissionsKey = ['submissions', 'mine'] as const;

export function useMySubmissions() {
  return useQuery({
    queryKey: mySubmissionsKey,
    queryFn: ({ signal }) => api.get<{ submissions: Submission[] }>('/submissions/my-submissions', { signal }).then((d) => d.submissions),
  });
}
