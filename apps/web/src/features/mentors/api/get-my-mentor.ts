import { useQuery } from '@tanstack/react-query';
import type { MentorView } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export function useMyMentor() {
  return useQuery({
    queryKey: ['mentors', 'mine'],
    queryFn: ({ signal }) => api.get<{ mentor: MentorView | null }>('/users/my-mentor', { signal }).then((d) => d.mentor),
  });
}
