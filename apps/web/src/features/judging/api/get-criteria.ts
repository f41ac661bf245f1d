import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function getCriteria(signal?: AbortSignal) {
  return callApi(api.judging.criteria, { signal }).then((d) => d.criteria);
}

/** The rubric judges score, in order. */
export function useCriteria() {
  return useQuery({ queryKey: judgingKeys.criteria, queryFn: ({ signal }) => getCriteria(signal) });
}
