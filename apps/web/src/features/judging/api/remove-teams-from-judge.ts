import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamAssignmentInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function removeTeamsFromJudge(input: TeamAssignmentInput) {
  return callApi(api.assignments.removeTeamsFromJudge, { body: input });
}

export function useRemoveTeamsFromJudge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTeamsFromJudge, onSuccess: () => void queryClient.invalidateQueries({ queryKey: judgingKeys.all }) });
}
