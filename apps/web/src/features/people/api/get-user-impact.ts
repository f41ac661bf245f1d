import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export function getUserImpact(id: string, signal?: AbortSignal) {
  return callApi(api.users.impact, { params: { id }, signal }).then((d) => d.impact);
}

/** What deleting the person would take with them, counted when the dialog opens (never cached). */
export function useUserImpact(id: string | null) {
  return useQuery({
    queryKey: [...peopleKeys.user(id ?? ''), 'impact'],
    queryFn: ({ signal }) => getUserImpact(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
