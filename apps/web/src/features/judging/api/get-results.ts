import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi, type AnswerOf } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export type Results = AnswerOf<typeof api.evaluations.results>;
export interface ResultsFilters {
  page: number;
  limit: number;
  search: string;
}

export function getResults(filters: ResultsFilters, signal?: AbortSignal) {
  return callApi(api.evaluations.results, { query: { ...filters, search: filters.search || undefined }, signal });
}

/** The superadmin's ranking: raw mean, judge-normalised score, missing scores and peer votes. */
export function useResults(filters: ResultsFilters) {
  return useQuery({ queryKey: judgingKeys.results(filters), queryFn: ({ signal }) => getResults(filters, signal), placeholderData: keepPreviousData });
}
