import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvaluationInput, EvaluationView, JudgeTeamRow, Round } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function saveEvaluation({ teamId, round, input }: { teamId: string; round: number; input: EvaluationInput }) {
  return callApi(api.judging.saveEvaluation, { params: { teamId, round: String(round) as `${Round}` }, body: input });
}

/** The judge's overview rows with the saved score in place. */
export function withSavedScore(rows: JudgeTeamRow[], saved: Pick<EvaluationView, 'team' | 'round' | 'score'>): JudgeTeamRow[] {
  return rows.map((row) => {
    if (row.teamId !== saved.team._id) return row;
    const rounds = { ...row.rounds, [`round${saved.round}`]: saved.score };
    return { ...row, ...rounds, rounds, completedRounds: Object.values(rounds).filter((score) => score !== null).length };
  });
}

export function useSaveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvaluation,
    onSuccess: (saved, { teamId, round }) => {
      // From the answer first: a refetch alone may reach a node that has not heard of the save yet.
      queryClient.setQueryData(judgingKeys.evaluation(teamId, round), saved);
      queryClient.setQueryData<JudgeTeamRow[]>(judgingKeys.overview, (rows) => rows && withSavedScore(rows, saved));
      void queryClient.invalidateQueries({ queryKey: judgingKeys.overview });
    },
  });
}
