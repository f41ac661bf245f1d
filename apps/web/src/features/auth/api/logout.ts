import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

export async function logout(): Promise<void> {
  await callApi(api.auth.logout);
}

/** Signs out locally whatever the server says: a failed revoke must not trap the user signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.warn('Logout request failed; the local session is cleared anyway.', error),
    onSettled: () => {
      clearSession();
      // Another user may sign in next in this tab; nothing of this one may linger.
      queryClient.removeQueries();
      void navigate('/login', { replace: true });
    },
  });
}
