import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export interface PublicResultsFilters {
  page: number;
  search: string;
}

export const publicResultsKeys = {
  all: ['public-results'] as const,
  page: (filters: PublicResultsFilters) => ['public-results', filters] as const,
};

export function getPublicResults(filters: PublicResultsFilters, signal?: AbortSignal) {
  return callApi(api.results.public, { query: { page: filters.page, search: filters.search || undefined }, signal });
}

/** The public results: `published: false` until the organiser publishes them. */
export function usePublicResults(filters: PublicResultsFilters) {
  return useQuery({ queryKey: publicResultsKeys.page(filters), queryFn: ({ signal }) => getPublicResults(filters, signal), placeholderData: keepPreviousData });
}
