import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamInput, Team } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';
import { refreshTeamData } from './query-keys.ts';

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamInput) => api.post<{ team: Team }>('/teams', input).then((d) => d.team),
    onSuccess: () => refreshTeamData(queryClient),
  });
}
