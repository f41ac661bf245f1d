import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useHackathonMentors(params: { page: number; search?: string; limit?: number }) {
  return useQuery({
    queryKey: ['mentors', 'hackathon', params],
    queryFn: ({ signal }) => callApi(api.hackathon.mentors, { query: { page: params.page, limit: params.limit ?? 12, search: params.search }, signal }),
    placeholderData: keepPreviousData,
  });
}
