import { useMutation } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export function register(input: RegisterInput): Promise<{ user: PublicUser }> {
  return api.post<{ user: PublicUser }>('/auth/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
