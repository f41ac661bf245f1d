import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LandingContent } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { landingKey } from './get-landing.ts';

export function useUpdateLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LandingContent) => callApi(api.landing.update, { body }),
    // The answer is what GET now answers, computed stats included.
    onSuccess: (saved) => queryClient.setQueryData(landingKey, saved),
  });
}
