import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { votingKeys } from './query-keys.ts';

export function withdrawVote(teamId: string) {
  return callApi(api.votes.withdraw, { params: { id: teamId } });
}

export function useWithdrawVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawVote,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: votingKeys.all }),
  });
}
