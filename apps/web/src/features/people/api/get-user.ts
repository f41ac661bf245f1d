import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export function getUser(id: string, signal?: AbortSignal) {
  return callApi(api.users.get, { params: { id }, signal }).then((d) => d.user);
}

export function useUser(id: string | null) {
  return useQuery({
    queryKey: peopleKeys.user(id ?? ''),
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: id !== null,
  });
}
