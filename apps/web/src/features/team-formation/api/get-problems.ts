import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

export interface ProblemFilters {
  page: number;
  limit: number;
  search?: string;
  domain?: string;
}

export function getProblems(filters: ProblemFilters, signal?: AbortSignal) {
  const domain = filters.domain && filters.domain !== 'all' ? filters.domain : undefined;
  return callApi(api.problems.list, { query: { page: filters.page, limit: filters.limit, search: filters.search, domain }, signal });
}

export function useProblems(filters: ProblemFilters) {
  return useQuery({
    queryKey: teamKeys.problems(filters),
    queryFn: ({ signal }) => getProblems(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
