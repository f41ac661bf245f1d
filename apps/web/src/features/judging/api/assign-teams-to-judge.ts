import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamAssignmentInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function assignTeamsToJudge(input: TeamAssignmentInput) {
  return callApi(api.assignments.assignTeamsToJudge, { body: input });
}

export function useAssignTeamsToJudge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignTeamsToJudge, onSuccess: () => void queryClient.invalidateQueries({ queryKey: judgingKeys.all }) });
}
