import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const passwordRecoveryKey = ['auth', 'password-recovery'] as const;

/** Whether this server mails reset links, or only an organiser can reset a password. */
export const getPasswordRecovery = (signal?: AbortSignal) => callApi(api.auth.passwordRecovery, { signal });

export function usePasswordRecovery() {
  // A server setting: it changes only with a restart.
  return useQuery({ queryKey: passwordRecoveryKey, queryFn: ({ signal }) => getPasswordRecovery(signal), staleTime: Infinity });
}
