import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

export function toggleUserStatus(id: string) {
  return callApi(api.users.toggleStatus, { params: { id } }).then((d) => d.user);
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: peopleKeys.all, mutationFn: toggleUserStatus, onSuccess: () => void refreshAdminData(queryClient) });
}
