import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { updateUser } from '../../../lib/session.ts';

export function updateProfile(input: ProfileUpdateInput) {
  return callApi(api.auth.updateProfile, { body: input });
}

/** The root of the session check's key (features/auth): left alone, see below. */
const SESSION_CHECK_ROOT = 'auth';

/**
 * A user's name and picture are copied into other features' cached answers: team members and
 * leaders, the hackathon dashboard, leaderboard rows, mentor lists. A feature may not import
 * another's query keys, and the list of features that show people only grows, so after a save
 * every cached query is marked stale and those on screen refetch at once; the others refetch when
 * next shown. That is the in-app form of the page reload the spec does after this save, without
 * losing the success message or the cache of unrelated data.
 *
 * The session check is skipped: the fresh user is already stored by updateUser, and that check
 * signs the user out when a refetch fails, which a saved profile must never risk.
 */
export function refreshAfterProfileChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_CHECK_ROOT });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      if (data?.user) updateUser(data.user);
      void refreshAfterProfileChange(queryClient);
    },
  });
}
