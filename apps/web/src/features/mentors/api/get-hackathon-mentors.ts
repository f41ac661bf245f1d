import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useHackathonMentors(params: { page: number; search?: string; limit?: number }) {
  return useQuery({
    queryKey: ['mentors', 'hackathon', params],
    queryFn: ({ signal }) =>
      callApi(api.hackathon.mentors, { query: { page: params.page, limit: params.limit ?? LIMITS.hackathonPageSize, search: params.search }, signal }),
    placeholderData: keepPreviousData,
  });
}
