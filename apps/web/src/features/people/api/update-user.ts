import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdateInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys, refreshAdminData } from './query-keys.ts';

export function updateUser(id: string, body: UserUpdateInput) {
  return callApi(api.users.update, { params: { id }, body }).then((d) => d.user);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: peopleKeys.all,
    mutationFn: ({ id, body }: { id: string; body: UserUpdateInput }) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(peopleKeys.user(user._id), user);
      void refreshAdminData(queryClient);
    },
  });
}
