import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export function register(input: RegisterInput) {
  return callApi(api.auth.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
