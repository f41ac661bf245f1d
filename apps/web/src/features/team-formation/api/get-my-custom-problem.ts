import { useQuery } from '@tanstack/react-query';
import type { ProblemStatement } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

/** The user's own custom statement, or null until they create one. */
export async function getMyCustomProblem(signal?: AbortSignal): Promise<ProblemStatement | null> {
  return (await callApi(api.problems.myCustom, { signal })).problem;
}

export function useMyCustomProblem() {
  return useQuery({ queryKey: teamKeys.myCustomProblem, queryFn: ({ signal }) => getMyCustomProblem(signal) });
}
