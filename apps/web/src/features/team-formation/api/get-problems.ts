import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination, ProblemStatement } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './query-keys.ts';

export interface ProblemFilters {
  page: number;
  limit: number;
  search?: string;
  domain?: string;
}

export interface ProblemPage {
  problems: ProblemStatement[];
  pagination: Pagination & { totalProblems: number };
}

export function getProblems(filters: ProblemFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.search) params.set('search', filters.search);
  if (filters.domain && filters.domain !== 'all') params.set('domain', filters.domain);
  return api.get<ProblemPage>(`/config/problems?${params}`, { signal });
}

export function useProblems(filters: ProblemFilters) {
  return useQuery({
    queryKey: teamKeys.problems(filters),
    queryFn: ({ signal }) => getProblems(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
