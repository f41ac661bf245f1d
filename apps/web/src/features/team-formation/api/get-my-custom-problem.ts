import { useQuery } from '@tanstack/react-query';
import { api, type ProblemStatement } from '@hackcamp/contract';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-errors.ts';
import { teamKeys } from './query-keys.ts';

/** The user's own custom statement, or null: the server answers 404 when there is none. */
export async function getMyCustomProblem(signal?: AbortSignal): Promise<ProblemStatement | null> {
  try {
    return (await callApi(api.problems.myCustom, { signal })).problem;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyCustomProblem() {
  return useQuery({ queryKey: teamKeys.myCustomProblem, queryFn: ({ signal }) => getMyCustomProblem(signal) });
}
