import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';
import { refreshTeamData } from './query-keys.ts';

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) => api.delete<{ team: Team }>(`/teams/${teamId}/members/${userId}`).then((d) => d.team),
    onSuccess: () => refreshTeamData(queryClient),
  });
}
