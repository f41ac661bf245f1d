import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';
import { refreshTeamData } from './query-keys.ts';

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api.post<{ team: Team }>(`/teams/${teamId}/join`).then((d) => d.team),
    onSuccess: () => refreshTeamData(queryClient),
  });
}
