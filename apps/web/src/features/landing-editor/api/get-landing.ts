import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi, type AnswerOf } from '../../../lib/api-client.ts';
import { landingKey } from './query-keys.ts';

export type Landing = AnswerOf<typeof api.landing.get>;

export { landingKey };

/** The landing page's texts (public): the page and the editor read the same answer. */
export function useLanding() {
  return useQuery({
    queryKey: landingKey,
    queryFn: ({ signal }) => callApi(api.landing.get, { signal }),
    // The computed counts are up to 30 s old on the server anyway; a save or the live event refetches.
    staleTime: 30_000,
  });
}
