import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const resetPassword = (body: ResetPasswordInput) => callApi(api.auth.resetPassword, { body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
