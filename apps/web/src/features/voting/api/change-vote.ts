import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { applyOwnVote } from './own-vote-cache.ts';

export function changeVote({ teamId, input }: { teamId: string; input: VoteInput }) {
  return callApi(api.votes.change, { params: { id: teamId }, body: input });
}

export function useChangeVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVote,
    onSuccess: (change, { teamId }) => applyOwnVote(queryClient, teamId, change),
  });
}
