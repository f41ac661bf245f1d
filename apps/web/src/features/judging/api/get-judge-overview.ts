import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function getJudgeOverview(signal?: AbortSignal) {
  return callApi(api.judging.overview, { signal });
}

/** The judge's assigned teams with their own score per round (which rounds are open: get-rounds.ts). */
export function useJudgeOverview() {
  return useQuery({ queryKey: judgingKeys.overview, queryFn: ({ signal }) => getJudgeOverview(signal) });
}
