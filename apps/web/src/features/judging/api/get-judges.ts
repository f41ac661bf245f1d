import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function getJudges(signal?: AbortSignal) {
  return callApi(api.evaluations.judges, { signal }).then((d) => d.judges);
}

/** Every judge with their assigned teams and progress (superadmin). */
export function useJudges() {
  return useQuery({ queryKey: judgingKeys.judges, queryFn: ({ signal }) => getJudges(signal) });
}
