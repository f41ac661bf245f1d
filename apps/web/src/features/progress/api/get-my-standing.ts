import { useQuery } from '@tanstack/react-query';
import { api } from '@hackcamp/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The participant's own score and rank, computed by the server (a search keeps ranks global). */
export function useMyStanding(email: string) {
  return useQuery({
    queryKey: ['leaderboard', 'standing', email],
    queryFn: async ({ signal }) => {
      const data = await callApi(api.users.leaderboard, { query: { search: email, limit: 5, role: 'participant' }, signal });
      return data.leaderboard.find((e) => e.email === email) ?? null;
    },
  });
}
