import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ResponseData, type UserListQuery } from '@hackcamp/contract';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export type UsersPage = ResponseData<typeof api.users.list>;

export function getUsers(query: UserListQuery, signal?: AbortSignal) {
  return callApi(api.users.list, { query, signal });
}

/** One page of the users table; the previous page stays on screen while the next loads. */
export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: peopleKeys.users(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
