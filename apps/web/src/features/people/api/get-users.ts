import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListQuery } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi, type AnswerOf } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export type UsersPage = AnswerOf<typeof api.users.list>;

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
