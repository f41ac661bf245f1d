import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvaluationInput, Round } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function saveEvaluation({ teamId, round, input }: { teamId: string; round: number; input: EvaluationInput }) {
  return callApi(api.judging.saveEvaluation, { params: { teamId, round: String(round) as `${Round}` }, body: input });
}

export function useSaveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvaluation,
    onSuccess: (saved, { teamId, round }) => {
      queryClient.setQueryData(judgingKeys.evaluation(teamId, round), saved);
      void queryClient.invalidateQueries({ queryKey: judgingKeys.overview });
    },
  });
}
