import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantAssignmentInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

export function assignParticipants(body: ParticipantAssignmentInput) {
  return callApi(api.assignments.assignParticipants, { body });
}

export function useAssignParticipants() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: assignParticipants, onSuccess: () => void refreshAdminData(queryClient) });
}
