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
 * The spec's Add Mentor: the register call with a staff role. The server generates the
 * password and answers it once, as temporaryPassword.
 */
export async function createStaff(input: NewStaff) {
  const data = await callApi(api.auth.register, { body: { ...input } });
  if (!data.temporaryPassword) throw new Error('The server answered without a temporary password');
  return { user: data.user, temporaryPassword: data.temporaryPassword };
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: createStaff, onSuccess: () => void refreshAdminData(queryClient) });
}
