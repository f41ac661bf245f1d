import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput, PublicUser } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';
import { updateUser } from '../../../lib/session.ts';

export function updateProfile(input: ProfileUpdateInput): Promise<{ user?: PublicUser }> {
  return api.put<{ user?: PublicUser }>('/auth/profile', input);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      if (data?.user) updateUser(data.user);
    },
  });
}
