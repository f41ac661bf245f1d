import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useEventSettings } from '../../../lib/event-settings.ts';
import { resultsOutOfStep } from '../results-in-step.ts';
import { publicResultsKeys, type PublicResultsFilters } from './query-keys.ts';

export { publicResultsKeys, type PublicResultsFilters };

export function getPublicResults(filters: PublicResultsFilters, signal?: AbortSignal) {
  return callApi(api.results.public, { query: { page: filters.page, search: filters.search || undefined }, signal });
}

/**
 * The public results: `published: false` until the organiser publishes them. They follow the
 * settings' publish switch (a live `config` event, or a visitor's poll of the settings): when the
 * switch says otherwise than the results shown, they are fetched again, once per change.
 */
export function usePublicResults(filters: PublicResultsFilters) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: publicResultsKeys.page(filters),
    queryFn: ({ signal }) => getPublicResults(filters, signal),
    placeholderData: keepPreviousData,
  });
  const switchedOn = useEventSettings().data?.resultsPublished;
  const shown = query.data?.published;
  useEffect(() => {
    if (resultsOutOfStep(switchedOn, shown)) void client.invalidateQueries({ queryKey: publicResultsKeys.all });
  }, [client, switchedOn, shown]);
  return query;
}
