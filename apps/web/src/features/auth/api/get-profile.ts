import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Keyed by token so an answer for one session can never be applied to the next one. */
export const profileQueryKey = (token: string | null) => ['auth', 'profile', token] as const;

export async function getProfile(signal?: AbortSignal): Promise<{ user: PublicUser }> {
  // Read as possibly empty: a body that is not the API's (a proxy's page) must fail the check, not
  // store no one as the signed-in user.
  const data: { user?: PublicUser } | undefined = await callApi(api.auth.profile, { signal });
  if (!data?.user) throw new Error('The profile answer carried no user');
  return { user: data.user };
}

export function useProfileQuery(token: string | null) {
  return useQuery({
    queryKey: profileQueryKey(token),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
    // Checked once per session; a failed check signs out, so no retries or focus refetches.
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
