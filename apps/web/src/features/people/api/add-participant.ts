import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddParticipantInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

/** Users' "Add participant": a temporary password without mail, an invitation with it. */
export const addParticipant = (input: AddParticipantInput) => callApi(api.users.create, { body: input });

export function useAddParticipant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: addParticipant, onSuccess: () => void refreshAdminData(queryClient) });
}
