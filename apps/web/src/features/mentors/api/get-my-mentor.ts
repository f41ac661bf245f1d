import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useMyMentor() {
  return useQuery({
    queryKey: ['mentors', 'mine'],
    queryFn: ({ signal }) => callApi(api.users.myMentor, { signal }).then((d) => d.mentor),
  });
}
