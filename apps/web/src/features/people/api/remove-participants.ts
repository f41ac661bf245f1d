import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantAssignmentInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

export function removeParticipants(body: ParticipantAssignmentInput) {
  return callApi(api.assignments.removeParticipants, { body });
}

export function useRemoveParticipants() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: removeParticipants, onSuccess: () => void refreshAdminData(queryClient) });
}
