import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

export function deleteUser(id: string) {
  return callApi(api.users.remove, { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: peopleKeys.all,
    mutationFn: deleteUser,
    // Not awaited: the refetch can unmount the dialog that started this, and its own callbacks
    // (the toast) must still run.
    onSuccess: () => void refreshAdminData(queryClient),
  });
}
