import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { applyOwnVote } from './own-vote-cache.ts';

export function withdrawVote(teamId: string) {
  return callApi(api.votes.withdraw, { params: { id: teamId } });
}

export function useWithdrawVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawVote,
    onSuccess: (change, teamId) => applyOwnVote(queryClient, teamId, change),
  });
}
