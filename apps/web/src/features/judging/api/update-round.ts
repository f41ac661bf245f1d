import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Round } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function updateRound({ round, open }: { round: Round; open: boolean }) {
  return callApi(api.judging.updateRound, { params: { round: String(round) as `${Round}` }, body: { open } }).then((d) => d.rounds);
}

export function useUpdateRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRound,
    onSuccess: (rounds) => {
      queryClient.setQueryData(judgingKeys.rounds, rounds);
      void queryClient.invalidateQueries({ queryKey: judgingKeys.rounds });
    },
  });
}
