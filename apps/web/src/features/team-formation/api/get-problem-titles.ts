import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

export function useProblemTitles(enabled = true) {
  return useQuery({
    queryKey: teamKeys.problemTitles,
    queryFn: ({ signal }) => callApi(api.problems.titles, { signal }).then((d) => d.problems),
    enabled,
  });
}
