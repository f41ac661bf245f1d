import { useQuery } from '@tanstack/react-query';
import type { Round } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function getEvaluation(teamId: string, round: number, signal?: AbortSignal) {
  return callApi(api.judging.getEvaluation, { params: { teamId, round: String(round) as `${Round}` }, signal });
}

/** `round` null while the screen is still deciding which round to open: nothing is fetched yet. */
export function useEvaluation(teamId: string, round: number | null) {
  return useQuery({
    queryKey: judgingKeys.evaluation(teamId, round ?? 0),
    queryFn: ({ signal }) => getEvaluation(teamId, round!, signal),
    enabled: round !== null,
  });
}
