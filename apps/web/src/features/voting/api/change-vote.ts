import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { votingKeys } from './query-keys.ts';

export function changeVote({ teamId, input }: { teamId: string; input: VoteInput }) {
  return callApi(api.votes.change, { params: { id: teamId }, body: input });
}

export function useChangeVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVote,
    // Not awaited: the refetch may close the dialog that started this, and its toast must still show.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: votingKeys.all }),
  });
}
