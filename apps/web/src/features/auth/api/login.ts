import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, LoginInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';
import { readAuthResult } from '../read-auth-result.ts';
import { profileQueryKey } from './get-profile.ts';

export async function login(input: LoginInput): Promise<AuthResult> {
  // Checked again here although the server checks it too: a malformed answer (a proxy's page, an
  // older server) must never half-sign someone in.
  return readAuthResult(await callApi(api.auth.login, { body: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => {
      // The answer is as fresh as a profile fetch; seeding it spares the session check a round trip.
      queryClient.setQueryData(profileQueryKey(token), { user });
      setSession(user, token);
    },
  });
}
