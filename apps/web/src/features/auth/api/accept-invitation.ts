import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationInput, AuthResult } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';
import { readAuthResult } from '../read-auth-result.ts';
import { profileQueryKey } from './get-profile.ts';

/** The invited person's chosen password: answered like a sign-in, so they land signed in. */
export async function acceptInvitation(body: AcceptInvitationInput): Promise<AuthResult> {
  return readAuthResult(await callApi(api.auth.acceptInvitation, { body }));
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ user, token }) => {
      queryClient.setQueryData(profileQueryKey(token), { user });
      setSession(user, token);
    },
  });
}
