import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export function resetPassword(id: string) {
  return callApi(api.users.resetPassword, { params: { id } }).then((d) => d.temporaryPassword);
}

/** Nothing on the people lists changes; the mutation key still refreshes the audit trail (app/query-client.ts). */
export function useResetPassword() {
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: resetPassword });
}
