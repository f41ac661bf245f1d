import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const forgotPassword = (body: ForgotPasswordInput) => callApi(api.auth.forgotPassword, { body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
