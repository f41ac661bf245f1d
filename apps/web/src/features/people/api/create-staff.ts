import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

export interface NewStaff {
  role: StaffRole;
  name: string;
  email: string;
  mobile?: string;
  specialization?: string;
  experience?: number;
}

/**
 * The spec's Add Mentor: the register call with a staff role. Without mail the server generates
 * the password and answers it once, as temporaryPassword; with mail it sends an invitation.
 */
export async function createStaff(input: NewStaff) {
  const data = await callApi(api.auth.register, { body: { ...input } });
  if (!data.temporaryPassword && data.invited === undefined) throw new Error('The server answered without a temporary password');
  return { user: data.user, temporaryPassword: data.temporaryPassword, invited: data.invited === true };
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: createStaff, onSuccess: () => void refreshAdminData(queryClient) });
}
