import { useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

/** The participant's own score and rank, computed by the server (a search keeps ranks global). */
export function useMyStanding(email: string) {
  return useQuery({
    queryKey: ['leaderboard', 'standing', email],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ search: email, limit: '5', role: 'participant' });
      const data = await api.get<{ leaderboard: LeaderboardEntry[] }>(`/users/leaderboard?${params}`, { signal });
      return data.leaderboard.find((e) => e.email === email) ?? null;
    },
  });
}
