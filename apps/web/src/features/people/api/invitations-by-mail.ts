import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The same question the sign-in page asks (same key, one request): does this server mail? */
const mailKey = ['auth', 'password-recovery'] as const;

/** True when the server mails: people added get an invitation instead of a temporary password. */
export function useInvitationsByMail(): boolean {
  const query = useQuery({ queryKey: mailKey, queryFn: ({ signal }) => callApi(api.auth.passwordRecovery, { signal }), staleTime: Infinity });
  return query.data?.byEmail === true;
}
