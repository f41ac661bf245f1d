import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MentorView, Pagination } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export interface MentorPage {
  mentors: MentorView[];
  pagination: Pagination & { totalMentors: number };
}

export function useHackathonMentors(params: { page: number; search?: string; limit?: number }) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit ?? 12) });
  if (params.search) query.set('search', params.search);
  return useQuery({
    queryKey: ['mentors', 'hackathon', params],
    queryFn: ({ signal }) => api.get<MentorPage>(`/hackathon/mentors?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
