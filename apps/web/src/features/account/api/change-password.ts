import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

export function changePassword(input: ChangePasswordInput) {
  return callApi(api.auth.changePassword, { body: input });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The server revokes every earlier token, ours included; keep the fresh one or the next call is a 401.
    onSuccess: (data) => {
      if (data?.token) setToken(data.token);
    },
  });
}
