import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

/** The spec's way to hold every participant: pages of 100 by name until there is no next page. */
export async function getAllParticipants(signal?: AbortSignal): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const data = await callApi(api.users.list, { query: { role: 'participant', limit: 100, page, sortBy: 'name', sortOrder: 'asc' }, signal });
    all.push(...data.users);
    if (!data.pagination.hasNextPage) return all;
  }
}

export function useAllParticipants() {
  return useQuery({ queryKey: peopleKeys.participants, queryFn: ({ signal }) => getAllParticipants(signal) });
}
