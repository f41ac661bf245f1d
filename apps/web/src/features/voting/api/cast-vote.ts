import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { applyOwnVote } from './own-vote-cache.ts';

export function castVote({ teamId, input }: { teamId: string; input: VoteInput }) {
  return callApi(api.votes.cast, { params: { id: teamId }, body: input });
}

export function useCastVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: castVote,
    onSuccess: (change, { teamId }) => applyOwnVote(queryClient, teamId, change),
  });
}
