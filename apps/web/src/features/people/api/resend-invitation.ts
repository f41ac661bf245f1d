import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

/** A new invitation link by mail; the previous one stops working. */
export const resendInvitation = (id: string) => callApi(api.users.invite, { params: { id } });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: resendInvitation, onSuccess: () => void refreshAdminData(queryClient) });
}
