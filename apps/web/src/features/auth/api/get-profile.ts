import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

/** Keyed by token so an answer for one session can never be applied to the next one. */
export const profileQueryKey = (token: string | null) => ['auth', 'profile', token] as const;

export async function getProfile(signal?: AbortSignal): Promise<{ user: PublicUser }> {
  const data = await api.get<{ user?: PublicUser } | undefined>('/auth/profile', { signal });
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
