import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function getRounds(signal?: AbortSignal) {
  return callApi(api.judging.rounds, { signal }).then((d) => d.rounds);
}

/** The three rounds and whether each is open for scoring. */
export function useRounds() {
  return useQuery({ queryKey: judgingKeys.rounds, queryFn: ({ signal }) => getRounds(signal) });
}
