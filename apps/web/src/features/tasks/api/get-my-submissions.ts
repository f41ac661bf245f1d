import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const mySubmissionsKey = ['submissions', 'mine'] as const;

export function useMySubmissions() {
  return useQuery({
    queryKey: mySubmissionsKey,
    queryFn: ({ signal }) => callApi(api.submissions.mine, { signal }).then((d) => d.submissions),
  });
}
